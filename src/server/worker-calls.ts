import type { Worker } from 'node:worker_threads';

/**
 * Calls to a worker thread, each answered by its id: the worker replies
 * `{ id, ok: true, value }` or `{ id, ok: false, error: { message, …fields } }`.
 * Used by the database thread (db/pglite-thread.ts) and the mail thread (mail/mailer.ts).
 */
export type WorkerCalls = {
  call<T>(message: Record<string, unknown>): Promise<T>;
  /** Fails every call waiting for an answer, and every later call, with `reason`. */
  stop(reason: Error): void;
  /** Why calls fail now; null while the worker answers. */
  readonly stopped: Error | null;
};

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };
export type SerializedError = { message: string; name?: string } & Record<string, string | number>;

/** An error from the worker, with the fields it sent (a PostgreSQL error's code, constraint, …). */
export function toError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  Object.assign(error, serialized);
  return error;
}

/**
 * Starts answering calls to `worker`, named `name` in the errors when it fails or stops. With
 * `keepAliveOnlyWhileBusy`, the worker keeps the process alive only while a call waits for it.
 */
export function workerCalls(
  worker: Worker,
  name: string,
  options: { keepAliveOnlyWhileBusy?: boolean } = {},
): WorkerCalls {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let stopped: Error | null = null;
  if (options.keepAliveOnlyWhileBusy) worker.unref();

  function stop(reason: Error) {
    stopped ??= reason;
    for (const waiting of pending.values()) waiting.reject(reason);
    pending.clear();
  }

  worker.on('message', (reply: Reply) => {
    const waiting = typeof reply?.id === 'number' ? pending.get(reply.id) : undefined;
    if (!waiting) return;
    pending.delete(reply.id);
    if (options.keepAliveOnlyWhileBusy && pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(toError(reply.error));
  });
  worker.on('error', (error) => stop(new Error(`The ${name} thread failed: ${error.message}`)));
  worker.on('exit', (code) => stop(new Error(`The ${name} thread stopped (exit code ${code})`)));

  return {
    call<T>(message: Record<string, unknown>) {
      if (stopped) return Promise.reject(stopped);
      const id = ++lastId;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        if (options.keepAliveOnlyWhileBusy) worker.ref();
        worker.postMessage({ ...message, id });
      });
    },
    stop,
    get stopped() {
      return stopped;
    },
  };
}
