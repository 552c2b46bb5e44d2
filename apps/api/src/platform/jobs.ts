import type { FastifyInstance } from 'fastify';

/** Work the api does on a schedule rather than per request (each run must be safe on several replicas). */
export type Job = { name: string; everyMs: number; run(): Promise<number> };

/**
 * Runs each job once soon after start and then on its interval; a run that fails is logged and
 * tried again next time. The timers never keep the process alive; the returned function stops
 * them (at shutdown). Started by server.ts only, so tests drive jobs by calling them.
 */
export function startJobs(app: FastifyInstance, jobs: readonly Job[]): () => void {
  const timers: NodeJS.Timeout[] = [];
  let isClosing = false;
  const runOnce = async (job: Job) => {
    if (isClosing) return;
    try {
      const done = await job.run();
      if (done > 0) app.log.info({ job: job.name, done }, 'job ran');
    } catch (error) {
      app.log.error({ err: error, job: job.name }, 'job failed');
    }
  };
  for (const job of jobs) {
    timers.push(setTimeout(() => void runOnce(job), 5_000).unref());
    timers.push(setInterval(() => void runOnce(job), job.everyMs).unref());
  }
  return () => {
    isClosing = true;
    for (const timer of timers) clearTimeout(timer);
  };
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    jobs: readonly Job[];
  }
}
