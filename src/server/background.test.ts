import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background';

const silentLog = () => ({ error: vi.fn() }) as unknown as Parameters<typeof createBackgroundTasks>[0];

describe('background tasks', () => {
  it('settles only after every task, including one started by another', async () => {
    const tasks = createBackgroundTasks(silentLog());
    const finished: string[] = [];
    tasks.run('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished.push('first');
      tasks.run('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished.push('second');
      });
    });
    await tasks.settled();
    expect(finished).toEqual(['first', 'second']);
  });

  it('logs a failure with the task name instead of throwing it', async () => {
    const log = silentLog();
    const tasks = createBackgroundTasks(log);
    tasks.run('mail', async () => {
      throw new Error('smtp down');
    });
    await expect(tasks.settled()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'mail', err: expect.any(Error) }),
      'a background task failed',
    );
  });

  it('settles at once with nothing running', async () => {
    await expect(createBackgroundTasks(silentLog()).settled()).resolves.toBeUndefined();
  });
});
