import type { FastifyBaseLogger } from 'fastify';

/**
 * Work nobody waits for, such as locking the texts of unpaid premium agreements at start: it starts at once,
 * its failure is logged (never thrown at a caller who has already been answered), and the app
 * waits for it before it closes. `settled()` is also what tests wait on before reading mails.
 */
export type BackgroundTasks = {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they started) has ended. */
  settled(): Promise<void>;
};

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = task()
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'a background task failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
