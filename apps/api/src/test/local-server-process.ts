/**
 * Runs a local provider server as a process of its own (the end-to-end tests start them): prints
 * its settings as `NAME=value` lines once it listens, and stops on SIGTERM or SIGINT.
 */
export function runAsProcess(settings: Record<string, string>, close: () => Promise<void>): void {
  for (const [name, value] of Object.entries(settings)) process.stdout.write(`${name}=${value}\n`);
  let isClosing = false;
  const stop = () => {
    if (isClosing) return;
    isClosing = true;
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** A JSON environment variable, or the fallback when unset. */
export function jsonEnv<T>(name: string, fallback: T): T {
  const value = process.env[name];
  if (!value) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    process.stderr.write(`${name} is not valid JSON\n`);
    process.exit(1);
  }
}
