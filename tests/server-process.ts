import { type ChildProcess, spawn } from 'node:child_process';
import type { Envelope } from '../src/shared/api/envelope';
import { formData } from './test-app';

/** A server started as its own process (`src/server/main.ts`), as `npm start` runs it. */
export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Many calls from one address within seconds: the abuse limits are not what these tests test.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      ACCOUNT_RATE_LIMIT_FACTOR: '10000',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitUntilServing(
  server: ServerProcess,
  baseUrl: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/v1/heartbeat`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

/** An API call the way the web client makes it; throws when the connection breaks (a kill). */
export async function callServer<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  options: { data?: unknown; token?: string } = {},
): Promise<Envelope<T>> {
  const encoded = options.data === undefined ? undefined : formData(options.data);
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    body: encoded?.payload,
    headers: {
      ...encoded?.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return (await response.json()) as Envelope<T>;
}
