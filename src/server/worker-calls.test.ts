import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { workerCalls } from './worker-calls';

/** A worker that doubles numbers, refuses negative ones with a coded error, and exits on 'quit'. */
const DOUBLER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, value }) => {
  if (value === 'quit') process.exit(3);
  if (value < 0) parentPort.postMessage({ id, ok: false, error: { message: 'negative', code: 'E_NEG' } });
  else parentPort.postMessage({ id, ok: true, value: value * 2 });
});`;

describe('workerCalls', () => {
  it('answers each call by its id, with the worker’s error fields on a refusal', async () => {
    const worker = new Worker(DOUBLER, { eval: true });
    const calls = workerCalls(worker, 'test');
    await expect(Promise.all([1, 2, 3].map((value) => calls.call<number>({ value })))).resolves.toEqual([
      2, 4, 6,
    ]);
    await expect(calls.call({ value: -1 })).rejects.toMatchObject({ message: 'negative', code: 'E_NEG' });
    await worker.terminate();
  });

  it('fails waiting and later calls once the worker stops, naming it', async () => {
    const worker = new Worker(DOUBLER, { eval: true });
    const calls = workerCalls(worker, 'test', { keepAliveOnlyWhileBusy: true });
    await expect(calls.call({ value: 'quit' })).rejects.toThrow('The test thread stopped (exit code 3)');
    expect(calls.stopped?.message).toBe('The test thread stopped (exit code 3)');
    await expect(calls.call({ value: 1 })).rejects.toThrow('The test thread stopped');
  });
});
