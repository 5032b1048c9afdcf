// `npm run load`: concurrent visitors going from the wizard to their agreement's live link, against
// 127.0.0.1; prints the figures per call and a PASS/FAIL line against the target.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { productionWarnings } from '../src/server/config';
import { SAMPLE_ANSWERS } from '../src/server/content/sample-answers';
import { PUBLIC_AGREEMENT_TYPES } from '../src/shared/agreements/types';
import type { AgreementFile, FileFormatName } from '../src/shared/api/agreement';
import { ensureClientBuild } from './client-build';
import {
  formatReport,
  isOwnerJourney,
  judge,
  type LoadFigures,
  type LoadOptions,
  parseLoadArgs,
  Recorder,
  summarize,
  targetOf,
  USAGE,
  UsageError,
} from './load-report';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The ports this script's own server may take (kept clear of 3000-3102, which dev and Playwright use). */
const LOAD_PORTS = Array.from({ length: 10 }, (_, index) => 3210 + index);
const API = '/api/v1';
const PASSWORD = 'Load-Test-Password-1';
const REQUEST_TIMEOUT_MS = 30_000;
/** How long a visitor waits for a mail before the journey counts as failed. */
const MAIL_WAIT_MS = 10_000;
/** The order the download page's panel generates missing files in (FILE_FORMATS). */
const FILE_ORDER: FileFormatName[] = ['pdf', 'docx', 'html', 'txt', 'md'];
/** Limits high enough that 200 users on one address are never refused; the run says so. */
const LOAD_LIMITS = { API_RATE_LIMIT_PER_MINUTE: '1000000', ACCOUNT_RATE_LIMIT_FACTOR: '10000' };

/** Each public type with its sample answers (a maximal and a minimal set), as visitors choose them. */
const JOURNEY_TYPES = PUBLIC_AGREEMENT_TYPES.map((type) => ({
  slug: type.slug,
  samples: SAMPLE_ANSWERS[type.code as keyof typeof SAMPLE_ANSWERS],
}));

/**
 * Warm-up visitors and their journeys each: a user keeps one language and changes type from journey to
 * journey (as in the run), so 12 users of 6 journeys cover every type in every language twice.
 */
const WARM_UP_VISITORS = 12;
const WARM_UP_JOURNEYS = JOURNEY_TYPES.length;

/** The entry `index` lands on when going round `list`. */
function pick<T>(list: readonly T[], index: number): T {
  const entry = list[index % list.length];
  if (entry === undefined) throw new Error('pick from an empty list');
  return entry;
}

type Envelope<T = unknown> = { success: boolean; messages?: { value: string }[]; data?: T; token?: string };
type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

class JourneyError extends Error {}

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const brotliDecompress = promisify(zlib.brotliDecompress);

function decompress(reply: Reply): Promise<Buffer> {
  switch (reply.headers['content-encoding']) {
    case 'gzip':
      return gunzip(reply.body);
    case 'deflate':
      return inflate(reply.body);
    case 'br':
      return brotliDecompress(reply.body);
    default:
      return Promise.resolve(reply.body);
  }
}

/** A browser's limit of connections to one host (HTTP/1.1): what one virtual user may open. */
const CONNECTIONS_PER_USER = 6;

/**
 * HTTP over keep-alive connections, each virtual user with its own, as each visitor's browser has
 * its own and keeps them open between clicks. (A pool shared by all users, as this script had
 * first, closed connections whenever more were idle than users and opened new ones at the next
 * peak; under load the server takes one new connection per turn of its event loop (libuv accepts
 * one per wake-up), so those connections waited seconds before their first byte was read. See
 * decision 0009.) node:http's Agent is sized exactly and costs the load generator less CPU than
 * the built-in fetch, and the load generator shares the machine with the server.
 */
function createHttpClient(baseUrl: string) {
  const base = new URL(baseUrl);
  const transport = base.protocol === 'https:' ? https : http;
  const agents = new Map<number, http.Agent>();
  const agentOf = (user: number): http.Agent => {
    let agent = agents.get(user);
    if (!agent) {
      agent = new transport.Agent({
        keepAlive: true,
        maxSockets: CONNECTIONS_PER_USER,
        maxFreeSockets: CONNECTIONS_PER_USER,
      });
      agents.set(user, agent);
    }
    return agent;
  };
  return {
    send(
      user: number,
      method: string,
      pathAndQuery: string,
      headers: Record<string, string>,
      body?: string,
    ): Promise<Reply> {
      return new Promise((resolve, reject) => {
        const request = transport.request(
          {
            agent: agentOf(user),
            protocol: base.protocol,
            hostname: base.hostname,
            port: base.port,
            method,
            path: pathAndQuery,
            headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
            timeout: REQUEST_TIMEOUT_MS,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
            response.on('error', reject);
          },
        );
        request.on('timeout', () => request.destroy(new Error(`no reply within ${REQUEST_TIMEOUT_MS} ms`)));
        request.on('error', reject);
        request.end(body);
      });
    },
    close: () => {
      for (const agent of agents.values()) agent.destroy();
    },
  };
}

type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * Activation codes by address, read from the mails the server writes as files (DATA_DIR/mail)
 * without SMTP: the visitor follows the link in the mail, as the e-mail journey does.
 */
function createMailbox(dir: string) {
  const activationCodes = new Map<string, string>();
  const seen = new Set<string>();
  let scanning: Promise<void> | null = null;

  async function scan(): Promise<void> {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.json') || seen.has(name)) continue;
      seen.add(name);
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string; text: string };
      const code = /\/profile\/activate-account\/([0-9a-f]{64})/.exec(mail.text)?.[1];
      if (code) activationCodes.set(mail.to, code);
    }
  }

  return {
    /** The code of the activation mail to `email`, written just after the reply that caused it. */
    async activationCode(email: string): Promise<string> {
      const deadline = Date.now() + MAIL_WAIT_MS;
      while (Date.now() < deadline) {
        const code = activationCodes.get(email);
        if (code) {
          activationCodes.delete(email);
          return code;
        }
        // One scan at a time, shared by every user waiting for a mail.
        scanning ??= scan().finally(() => {
          scanning = null;
        });
        await scanning;
        if (!activationCodes.has(email)) await sleep(50);
      }
      throw new JourneyError(`no activation mail to ${email} in ${dir}`);
    },
  };
}

type Mailbox = ReturnType<typeof createMailbox>;

type Context = {
  client: HttpClient;
  recorder: Recorder;
  mailbox: Mailbox | undefined;
  options: LoadOptions;
  runId: string;
  /** Live links published by the owners' journeys, which visitors without an account then read. */
  liveLinks: string[];
};

/** One visitor's browser: its language, its session, and each request it makes, timed. */
class VirtualUser {
  private token: string | undefined;

  constructor(
    private readonly context: Context,
    readonly id: number,
    private language = 'en',
  ) {}

  private headers(accept: string): Record<string, string> {
    return {
      accept,
      'accept-language': this.language,
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': 'clausewright-load',
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
  }

  /** Sends, times and records one request; a failed one ends the journey (the next steps need it). */
  private async timed(
    name: string,
    api: boolean,
    send: () => Promise<Reply>,
    check: (reply: Reply) => Promise<string | undefined>,
  ): Promise<Reply> {
    const start = performance.now();
    let reply: Reply | undefined;
    let error: string | undefined;
    // The time is the server's, as the network sees it: from sending to the reply's last byte.
    // Checking the reply (decompressing, parsing) is this process's work and is not counted.
    let durationMs = 0;
    try {
      reply = await send();
      durationMs = performance.now() - start;
      error = await check(reply);
    } catch (caught) {
      durationMs ||= performance.now() - start;
      error = (caught as Error).message;
    }
    this.context.recorder.record(name, api, durationMs, error);
    if (error !== undefined || !reply) throw new JourneyError(`${name}: ${error}`);
    return reply;
  }

  /** An API call as the web client makes it: the `data` form field, the envelope back. */
  async api<T>(name: string, method: 'GET' | 'POST', apiPath: string, data?: unknown): Promise<Envelope<T>> {
    let envelope: Envelope<T> | undefined;
    const body =
      data === undefined ? undefined : new URLSearchParams({ data: JSON.stringify(data) }).toString();
    const headers = this.headers('application/json');
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    await this.timed(
      name,
      true,
      () => this.context.client.send(this.id, method, `${API}${apiPath}`, headers, body),
      async (reply) => {
        const text = (await decompress(reply)).toString('utf8');
        try {
          envelope = JSON.parse(text) as Envelope<T>;
        } catch {
          return `HTTP ${reply.status}, not JSON: ${text.slice(0, 120)}`;
        }
        if (reply.status < 200 || reply.status >= 300) return `HTTP ${reply.status} ${messagesOf(envelope)}`;
        if (!envelope.success) return `success: false ${messagesOf(envelope)}`;
        return undefined;
      },
    );
    return envelope as Envelope<T>;
  }

  /** A GET that is not an API call (an SPA page, the live link): a 200 or 304 with a body of `type`. */
  async get(name: string, pagePath: string, type: RegExp, accept = 'text/html'): Promise<Reply> {
    return this.timed(
      name,
      false,
      () => this.context.client.send(this.id, 'GET', pagePath, this.headers(accept)),
      async (reply) => statusProblem(reply, type),
    );
  }

  /** A file download: its bytes, with the API's auth, not an envelope. */
  async download(name: string, filePath: string, type: RegExp): Promise<Reply> {
    return this.timed(
      name,
      true,
      () => this.context.client.send(this.id, 'GET', `${API}${filePath}`, this.headers('*/*')),
      async (reply) => statusProblem(reply, type) ?? (reply.body.length === 0 ? 'empty file' : undefined),
    );
  }

  async think(): Promise<void> {
    const { thinkMinMs, thinkMaxMs } = this.context.options;
    if (thinkMaxMs > 0) await sleep(thinkMinMs + Math.random() * (thinkMaxMs - thinkMinMs));
  }

  /** A navigation in the SPA: the root shell runs a heartbeat after every route change. */
  heartbeat(): Promise<Envelope> {
    return this.api('GET /heartbeat', 'GET', '/heartbeat');
  }

  /**
   * The journey of a newcomer (e2e/privacy-policy.spec.ts): the wizard, its preview, "Generate",
   * the download page from the mail, the activation link, login, the download page as owner with
   * every file generated and one downloaded, and the live link. Without a mailbox it stops after
   * the public download page, where a visitor without an account stops too.
   */
  async journey(number: number, asOwner = this.continuesAsOwner(number)): Promise<void> {
    const { runId, mailbox, liveLinks } = this.context;
    this.token = undefined;
    const { slug, samples } = pick(JOURNEY_TYPES, this.id + number);
    const email = `load-${runId}-${this.id}-${number}@example.com`;
    const sample = number % 2 === 0 ? samples.maximal : samples.minimal;
    // Every journey is another company's, so every document differs as real ones do: with the
    // samples' names, all visitors of a type and language would get the same text, which the
    // server keeps for a while (a preview's document is stored by "Generate" a click later).
    const companyName = `${String(sample.company_name)} ${runId}-${this.id}-${number}`;
    const answers = { ...sample, company_name: companyName, send_to: email };
    const premium = number % 3 === 0;

    // The wizard page: the SPA shell, then its route's calls side by side.
    await this.get('GET /wizard/{type} (page)', `/wizard/${slug}`, /text\/html/);
    const [, definition] = await Promise.all([
      this.heartbeat(),
      this.api<{ languages: string[] }>('GET /agreement/wizard/{type}', 'GET', `/agreement/wizard/${slug}`),
      this.api('GET /public/countries/list', 'GET', '/public/countries/list'),
    ]);
    // Visitors come in every language the type is written in; each keeps theirs from journey to
    // journey while the type changes, so the users together cover every type in every language.
    const languages = definition.data?.languages ?? ['en'];
    const language = pick(languages, this.id);
    this.language = language;
    await this.think();

    const request = { type: slug, answers, language, premium };
    await this.api('POST /agreement/preview', 'POST', '/agreement/preview', request);
    await this.think();
    const created = await this.api<{ agreement: { id: string } }>(
      'POST /agreement/new',
      'POST',
      '/agreement/new',
      {
        ...request,
        email,
      },
    );
    const id = created.data?.agreement.id;
    if (!id) throw new JourneyError('POST /agreement/new: no agreement id');
    await this.think();

    // The link in the agreement's mail: the download page, the preview for anyone.
    await this.get('GET /download/{id} (page)', `/download/${id}`, /text\/html/);
    await Promise.all([
      this.heartbeat(),
      this.api(
        'GET /agreement/public-download-details/{id}',
        'GET',
        `/agreement/public-download-details/${id}`,
      ),
    ]);
    if (!asOwner || !mailbox) {
      // A visitor without an account: a customer's published agreement, as their site links to it.
      if (liveLinks.length === 0) return;
      await this.think();
      await this.get('GET /live/{token}', pick(liveLinks, this.id + number), /text\/html/);
      return;
    }
    await this.think();

    // The activation mail: a password for the new account, then login.
    const code = await mailbox.activationCode(email);
    await this.get(
      'GET /profile/activate-account/{code} (page)',
      `/profile/activate-account/${code}`,
      /text\/html/,
    );
    await Promise.all([
      this.heartbeat(),
      this.api('POST /customer/check-activation-hash', 'POST', '/customer/check-activation-hash', {
        activation_hash: code,
      }),
    ]);
    await this.think();
    await this.api('POST /customer/initial-password-set', 'POST', '/customer/initial-password-set', {
      activation_hash: code,
      password: PASSWORD,
    });
    await this.think();
    const login = await this.api('POST /customer/login', 'POST', '/customer/login', {
      email,
      password: PASSWORD,
    });
    if (!login.token) throw new JourneyError('POST /customer/login: no token');
    this.token = login.token;

    // Back on the download page, now as its owner: the files, the live link.
    const [, details] = await Promise.all([
      this.heartbeat(),
      this.api<{ live_url: string; files: AgreementFile[] }>(
        'GET /agreement/download-details/{id}',
        'GET',
        `/agreement/download-details/${id}`,
      ),
    ]);
    await this.think();
    // "Generate the files": the panel asks for the missing ones one at a time, then reloads the details.
    for (const format of FILE_ORDER) {
      await this.api(`POST /agreement/generate-files (${format})`, 'POST', '/agreement/generate-files', {
        agreement_id: id,
        language,
        format,
      });
    }
    await this.api('GET /agreement/download-details/{id}', 'GET', `/agreement/download-details/${id}`);
    await this.think();
    const format = pick(FILE_ORDER, number);
    await this.download(
      `GET /agreement/file/{id}/{lang}/${format}`,
      `/agreement/file/${id}/${language}/${format}`,
      /./,
    );
    await this.think();

    const liveUrl = new URL(details.data?.live_url ?? '', 'http://placeholder');
    await this.get('GET /live/{token}', liveUrl.pathname, /text\/html/);
    liveLinks.push(liveUrl.pathname);
  }

  private continuesAsOwner(number: number): boolean {
    const { ownersPercent, users } = this.context.options;
    return isOwnerJourney(number * users + this.id, ownersPercent);
  }
}

function messagesOf(envelope: Envelope | undefined): string {
  const text = (envelope?.messages ?? []).map((message) => message.value).join(' ');
  return text ? `(${text})` : '';
}

function statusProblem(reply: Reply, type: RegExp): string | undefined {
  if (reply.status !== 200 && reply.status !== 304) return `HTTP ${reply.status}`;
  const contentType = reply.headers['content-type'] ?? '';
  if (reply.status === 200 && !type.test(contentType)) return `unexpected content-type ${contentType}`;
  return undefined;
}

/** The first of `ports` nobody listens on at 127.0.0.1. */
async function firstFreePort(ports: number[]): Promise<number> {
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port among ${ports[0]}-${ports.at(-1)}; pass --port`);
}

type StartedServer = {
  url: string;
  mailDir: string;
  /** Warnings and errors the server logged (pino levels 40+), for the report. */
  problems: string[];
  stop(): Promise<void>;
};

/**
 * The server as `npm start` runs it (PGlite on disk under a temporary DATA_DIR, files for mail),
 * in production mode with warnings only, and with rate limits no single address would otherwise pass.
 */
async function startServer(options: LoadOptions): Promise<StartedServer> {
  await ensureClientBuild();
  const port = options.port ?? (await firstFreePort(LOAD_PORTS));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clausewright-load-'));
  const url = `http://127.0.0.1:${port}`;
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(options.cpuProfileDir)]
    : [];
  // Only what the run needs: a DATABASE_URL, SMTP_URL or REDIS_URL of the caller's shell stays out.
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ...LOAD_LIMITS,
    },
  });
  const problems: string[] = [];
  // The run wants the sandbox's payments and the mails as files (it reads the activation mails).
  const expectedWarnings = productionWarnings({
    env: 'production',
    paymentProviders: ['sandbox'],
    smtpUrl: undefined,
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      output.push(line);
      if (output.length > 40) output.shift();
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level && Number(level) >= 40 && !expectedWarnings.some((warning) => line.includes(warning)))
        problems.push(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server stopped (exit ${child.exitCode}):\n${output.join('\n')}`);
    }
    const up = await fetch(`${url}${API}/heartbeat`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within 60 s:\n${output.join('\n')}`);
    }
    await sleep(200);
  }
  return { url, mailDir: path.join(dataDir, 'mail'), problems, stop };
}

/**
 * Journeys without pauses, not recorded, so that the figures are a running server's rather than a
 * cold one's: one per type as the owner (pages, routes, fonts, file generation, and live links for
 * the visitors to read), then every type in every language, as visitors, 12 at a time. Without it the first seconds after the ramp-up are the first calls of
 * each generator, while V8 still runs that code unoptimized.
 */
async function warmUp(context: Context): Promise<number> {
  const started = performance.now();
  const quiet: Context = {
    ...context,
    recorder: new Recorder(),
    options: { ...context.options, thinkMinMs: 0, thinkMaxMs: 0 },
    runId: `${context.runId}-warm`,
  };
  await Promise.all(JOURNEY_TYPES.map((_, index) => new VirtualUser(quiet, index).journey(0, true)));
  const visitors = Array.from({ length: WARM_UP_VISITORS }, (_, index) => new VirtualUser(quiet, index));
  await Promise.all(
    visitors.map(async (visitor) => {
      // From 1: journey 0 of the first users is the owners' (its address is taken).
      for (let number = 1; number <= WARM_UP_JOURNEYS; number++) await visitor.journey(number, false);
    }),
  );
  return (performance.now() - started) / 1000;
}

/** Every user loops through journeys until the duration is over; users start spread over a ramp-up. */
async function runLoad(context: Context): Promise<LoadFigures> {
  const { users, durationSeconds } = context.options;
  const rampUpMs = Math.min(5_000, (durationSeconds * 1000) / 5);
  const start = performance.now();
  const endAt = start + durationSeconds * 1000;
  let journeysCompleted = 0;
  let journeysFailed = 0;
  const runUser = async (id: number) => {
    await sleep((rampUpMs * id) / users);
    const user = new VirtualUser(context, id);
    for (let number = 0; performance.now() < endAt; number++) {
      try {
        await user.journey(number);
        journeysCompleted++;
      } catch (error) {
        if (!(error instanceof JourneyError)) throw error;
        journeysFailed++;
        // A person would not retry at once either.
        await user.think();
      }
    }
  };
  await Promise.all(Array.from({ length: users }, (_, id) => runUser(id)));
  return summarize(context.recorder, {
    users,
    durationSeconds,
    elapsedSeconds: (performance.now() - start) / 1000,
    journeysCompleted,
    journeysFailed,
  });
}

/** Other work on the machine slows the server as much as the load does: the figures need this beside them. */
function machineLoad(when: string): string {
  const [one, five] = loadavg().map((value) => value.toFixed(1));
  return `Machine: ${availableParallelism()} CPUs, load average ${one} (1 min), ${five} (5 min) ${when}.`;
}

async function main(): Promise<number> {
  let options: LoadOptions;
  try {
    options = parseLoadArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const log = (line: string) => {
    // With --json, stdout carries the JSON only.
    if (options.json) console.error(line);
    else console.log(line);
  };

  const server = options.url ? undefined : await startServer(options);
  const stopServer = () => server?.stop();
  process.once('SIGINT', () => {
    void Promise.resolve(stopServer()).finally(() => process.exit(130));
  });
  try {
    const url = options.url ?? (server as StartedServer).url;
    const mailDir = options.mailDir ?? server?.mailDir;
    if (server) {
      log(`Server: ${url} (NODE_ENV=production, PGlite on disk in a temporary DATA_DIR, LOG_LEVEL=warn).`);
      log(
        `Rate limits raised for the run (API_RATE_LIMIT_PER_MINUTE=${LOAD_LIMITS.API_RATE_LIMIT_PER_MINUTE}, ` +
          `ACCOUNT_RATE_LIMIT_FACTOR=${LOAD_LIMITS.ACCOUNT_RATE_LIMIT_FACTOR}): every virtual user comes from ` +
          '127.0.0.1, which the normal limits would stop.',
      );
    } else {
      log(`Target: ${url}. Its rate limits apply as configured: all users come from one address.`);
    }
    if (!mailDir)
      log('No --mail-dir: journeys stop at the public download page (no activation, files or live links).');
    log(
      `Journeys: the wizard, a new agreement, its public download page and a published live link; ` +
        `${options.ownersPercent} % go on as the owner (activation, login, five files, a download).`,
    );
    log(
      `${options.users} users for ${options.durationSeconds} s, ` +
        `${options.thinkMinMs}–${options.thinkMaxMs} ms think time between steps; ` +
        'the load generator shares the CPU with the server when both run here.',
    );
    log(machineLoad('before the run'));
    const context: Context = {
      client: createHttpClient(url),
      recorder: new Recorder(),
      mailbox: mailDir ? createMailbox(mailDir) : undefined,
      options,
      runId: `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`,
      liveLinks: [],
    };
    const warmUpSeconds = await warmUp(context);
    log(
      `Warm-up, not counted: ${JOURNEY_TYPES.length} owner journeys, then ${WARM_UP_VISITORS * WARM_UP_JOURNEYS} visitor ` +
        `journeys covering every type in every language, in ${warmUpSeconds.toFixed(1)} s.`,
    );
    const figures = await runLoad(context);
    const target = targetOf(options);
    context.client.close();
    log(machineLoad('after the run'));
    if (options.json) {
      console.log(
        JSON.stringify(
          { ...figures, verdict: judge(figures, target), serverProblems: server?.problems ?? [] },
          null,
          2,
        ),
      );
    } else {
      console.log(`\n${formatReport(figures, target)}`);
      if (server && server.problems.length > 0) {
        console.log(`\nThe server logged ${server.problems.length} warnings or errors; the first ones:`);
        for (const line of server.problems.slice(0, 5)) console.log(`  ${line.slice(0, 400)}`);
      }
    }
    return judge(figures, target).pass ? 0 : 1;
  } finally {
    await stopServer();
  }
}

process.exitCode = await main();
