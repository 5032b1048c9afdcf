import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

// A server killed with SIGKILL leaves its lock file behind. The next server must take it over even
// when it has been given the dead server's pid (a restarted container hands out the same small
// pids again), and still refuse a live owner, saying how to clear a lock whose pid was reused.

const dirs: string[] = [];
const children: ChildProcess[] = [];
function lockFileIn(): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-lock-takeover-'));
  dirs.push(dir);
  return { dir, file: path.join(dir, 'clausewright.lock') };
}
async function sleeper(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
  children.push(child);
  await new Promise((resolve) => child.on('spawn', resolve));
  return child;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir after a crash', () => {
  it('takes over a lock naming this process’s pid that an earlier process left', () => {
    const { dir, file } = lockFileIn();
    writeFileSync(file, String(process.pid));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/already open in this process/);
    release();
  });

  it('refuses a live owner, naming the file to delete should its pid belong to another program', async () => {
    const { dir, file } = lockFileIn();
    const other = await sleeper();
    writeFileSync(file, String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`delete ${file}`);
    expect(readFileSync(file, 'utf8')).toBe(String(other.pid));
  });
});
