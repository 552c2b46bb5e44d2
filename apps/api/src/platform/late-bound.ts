/**
 * A narrow port answered by a module registered later: one of two modules that need each other
 * (quests ⇄ third-party: a quest's game client, the third-party module completing the quest's
 * stages), or a platform concern that the module answering it needs (the auth guard before the
 * auth module). The port is connected once, by app.ts, right after the answering module is
 * registered; it is called only when a request or a job runs, by which time every module is.
 * A call before the connection is a wiring mistake and throws, saying which port.
 */
export type LateBound<F extends (...args: never[]) => unknown> = {
  /** Calls the connected function. */
  call: F;
  connect(implementation: F): void;
};

export function lateBound<F extends (...args: never[]) => unknown>(name: string): LateBound<F> {
  let implementation: F | null = null;
  const call = ((...args: Parameters<F>) => {
    if (!implementation) throw new Error(`${name} is called before the module answering it is registered`);
    return implementation(...args);
  }) as F;
  return {
    call,
    connect(next) {
      if (implementation) throw new Error(`${name} is connected twice`);
      implementation = next;
    },
  };
}
