/** How long a database that answered counts as up: every navigation in the client sends a heartbeat. */
export const DATABASE_UP_FOR_MS = 1000;

/**
 * The heartbeat's database check: a ping, shared by the heartbeats that arrive while it runs and
 * trusted for a second after it succeeds, so a busy server pings about once a second rather than
 * once per visitor's click. A failure is never reused: the next heartbeat pings again.
 */
export function createDatabaseCheck(ping: () => Promise<void>, now: () => number = Date.now) {
  let upUntil = 0;
  let running: Promise<void> | undefined;
  return function checkDatabase(): Promise<void> {
    if (now() < upUntil) return Promise.resolve();
    running ??= ping()
      .then(() => {
        upUntil = now() + DATABASE_UP_FOR_MS;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
