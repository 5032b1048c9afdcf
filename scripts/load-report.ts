// The pure parts of `npm run load`: options, figures per call, the table and the verdict.

export type LoadOptions = {
  /** Concurrent virtual users, each looping through the journey. */
  users: number;
  /** How long new journeys start; journeys under way then finish. */
  durationSeconds: number;
  /** A running server to load instead of starting one (its rate limits stay as they are). */
  url: string | undefined;
  /** Where the target's mails are written (DATA_DIR/mail); without it, `--url` runs skip the owner's half. */
  mailDir: string | undefined;
  /** Port for the server this script starts; undefined: the first free one of LOAD_PORTS. */
  port: number | undefined;
  /**
   * The share (0–100 %) of journeys that go on as the agreement's owner: activation, login, every
   * file generated, one downloaded, their own live link. The others stop, as a visitor without an
   * account does, at the public download page and then read a published live link.
   */
  ownersPercent: number;
  /** Random pause between a virtual user's steps, as a person reads and clicks. */
  thinkMinMs: number;
  thinkMaxMs: number;
  json: boolean;
  /** The CI smoke test: a short run whose verdict is the journey working (no errors), not the latencies. */
  smoke: boolean;
  /** Writes a V8 CPU profile of the server this script starts into this folder. */
  cpuProfileDir: string | undefined;
};

export const DEFAULT_OPTIONS: LoadOptions = {
  users: 200,
  durationSeconds: 60,
  url: undefined,
  mailDir: undefined,
  port: undefined,
  ownersPercent: 0,
  thinkMinMs: 500,
  thinkMaxMs: 1500,
  json: false,
  smoke: false,
  cpuProfileDir: undefined,
};

export const USAGE = `Usage: npm run load -- [options]
  --users N          concurrent virtual users (default 200)
  --duration S       seconds during which journeys start (default 60)
  --think MIN-MAX    pause between steps in ms (default 500-1500; 0-0 for none)
  --owners P         share of journeys (0-100 %) that go on as the owner: activation, login,
                     all five files, a download (default 0: the anonymous journey)
  --url URL          load a running server instead of starting one
  --mail-dir DIR     that server's DATA_DIR/mail, for the owner's half of the journey
  --port N           port for the server this script starts (default: first free of 3210-3219)
  --cpu-prof DIR     write a CPU profile of the started server into DIR
  --json             print the figures as JSON instead of a table
  --smoke            CI smoke test: 20 users for 5 s, every journey as owner (unless given after it),
                     judged on errors only`;

export class UsageError extends Error {}

/**
 * Whether the run's journey number `sequence` (counted over all users) goes on as the owner: spread
 * evenly, so with 25 % every fourth journey does, from the start of the run.
 */
export function isOwnerJourney(sequence: number, ownersPercent: number): boolean {
  return Math.floor(((sequence + 1) * ownersPercent) / 100) > Math.floor((sequence * ownersPercent) / 100);
}

function positiveInteger(flag: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`${flag} needs a whole number ≥ 1`);
  return number;
}

function requiredValue(flag: string, value: string | undefined): string {
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  return value;
}

/** The command line's options over the defaults; a UsageError names what is wrong. */
export function parseLoadArgs(argv: string[]): LoadOptions {
  const options = { ...DEFAULT_OPTIONS };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index] as string;
    const next = () => requiredValue(flag, argv[++index]);
    switch (flag) {
      case '--users':
        options.users = positiveInteger(flag, next());
        break;
      case '--duration':
        options.durationSeconds = positiveInteger(flag, next());
        break;
      case '--think': {
        const match = /^(\d+)-(\d+)$/.exec(next());
        if (!match || Number(match[1]) > Number(match[2]))
          throw new UsageError('--think needs MIN-MAX in milliseconds, e.g. 500-1500');
        options.thinkMinMs = Number(match[1]);
        options.thinkMaxMs = Number(match[2]);
        break;
      }
      case '--owners': {
        const percent = Number(next());
        if (!Number.isInteger(percent) || percent < 0 || percent > 100)
          throw new UsageError('--owners needs a whole percentage from 0 to 100');
        options.ownersPercent = percent;
        break;
      }
      case '--url': {
        const url = next();
        if (!/^https?:\/\/./.test(url)) throw new UsageError('--url needs an http:// or https:// address');
        options.url = url.replace(/\/+$/, '');
        break;
      }
      case '--mail-dir':
        options.mailDir = next();
        break;
      case '--port':
        options.port = positiveInteger(flag, next());
        break;
      case '--cpu-prof':
        options.cpuProfileDir = next();
        break;
      case '--json':
        options.json = true;
        break;
      case '--smoke':
        options.smoke = true;
        options.users = 20;
        options.durationSeconds = 5;
        // The smoke run checks that every step of both halves works.
        options.ownersPercent = 100;
        break;
      default:
        throw new UsageError(`unknown option ${flag}`);
    }
  }
  if (options.url && options.cpuProfileDir)
    throw new UsageError('--cpu-prof profiles the server this script starts; it cannot with --url');
  return options;
}

/** The nearest-rank percentile of ascending `sorted` values (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1] as number;
}

/** What one call (method and route) did during the run. */
export type CallRecord = {
  name: string;
  /** Calls under /api/v1: the target's p99 applies to these. */
  api: boolean;
  durationsMs: number[];
  errors: number;
  /** The first few different errors, to say what went wrong. */
  errorSamples: string[];
};

const ERROR_SAMPLES_KEPT = 3;

/** Collects durations and errors per call, in the order calls were first seen. */
export class Recorder {
  readonly calls = new Map<string, CallRecord>();

  private recordOf(name: string, api: boolean): CallRecord {
    let record = this.calls.get(name);
    if (!record) {
      record = { name, api, durationsMs: [], errors: 0, errorSamples: [] };
      this.calls.set(name, record);
    }
    return record;
  }

  record(name: string, api: boolean, durationMs: number, error?: string): void {
    const record = this.recordOf(name, api);
    record.durationsMs.push(durationMs);
    if (error === undefined) return;
    record.errors++;
    if (record.errorSamples.length < ERROR_SAMPLES_KEPT && !record.errorSamples.includes(error))
      record.errorSamples.push(error);
  }
}

export type CallFigures = {
  name: string;
  api: boolean;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errorSamples: string[];
};

export type LoadFigures = {
  users: number;
  durationSeconds: number;
  /** From the first request to the last reply, including the journeys that finished after the duration. */
  elapsedSeconds: number;
  journeysCompleted: number;
  journeysFailed: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  journeysPerSecond: number;
  /** Every API call's durations together. */
  api: { count: number; p50: number; p95: number; p99: number; max: number };
  calls: CallFigures[];
};

const round = (value: number) => Math.round(value * 10) / 10;

function figuresOf(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

export function summarize(
  recorder: Recorder,
  run: {
    users: number;
    durationSeconds: number;
    elapsedSeconds: number;
    journeysCompleted: number;
    journeysFailed: number;
  },
): LoadFigures {
  const records = [...recorder.calls.values()];
  const calls = records.map((record) => ({
    name: record.name,
    api: record.api,
    errors: record.errors,
    errorSamples: record.errorSamples,
    ...figuresOf(record.durationsMs),
  }));
  const requests = calls.reduce((sum, call) => sum + call.count, 0);
  const elapsed = Math.max(run.elapsedSeconds, 0.001);
  return {
    ...run,
    elapsedSeconds: round(run.elapsedSeconds),
    requests,
    errors: calls.reduce((sum, call) => sum + call.errors, 0),
    requestsPerSecond: round(requests / elapsed),
    journeysPerSecond: Math.round((run.journeysCompleted / elapsed) * 100) / 100,
    api: figuresOf(records.filter((record) => record.api).flatMap((record) => record.durationsMs)),
    calls,
  };
}

/** `apiP99Ms` null: latencies are reported, not judged. */
export type LoadTarget = { maxErrors: number; apiP99Ms: number | null };

/** The target: no errors at all, and every API call's p99 under 200 ms. */
export const TARGET: LoadTarget = { maxErrors: 0, apiP99Ms: 200 };

/** The smoke test's: every journey works; a shared CI machine's latencies prove nothing. */
export const SMOKE_TARGET: LoadTarget = { maxErrors: 0, apiP99Ms: null };

export const targetOf = (options: Pick<LoadOptions, 'smoke'>): LoadTarget =>
  options.smoke ? SMOKE_TARGET : TARGET;

/** PASS when the run met the target; otherwise each way it missed. */
export function judge(
  figures: LoadFigures,
  target: LoadTarget = TARGET,
): { pass: boolean; misses: string[] } {
  const misses: string[] = [];
  if (figures.errors > target.maxErrors) misses.push(`${figures.errors} errors`);
  if (figures.requests === 0) misses.push('no requests were made');
  const limit = target.apiP99Ms;
  for (const call of figures.calls) {
    if (limit !== null && call.api && call.p99 >= limit)
      misses.push(`${call.name} p99 ${call.p99} ms ≥ ${limit} ms`);
  }
  return { pass: misses.length === 0, misses };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  // The first column is a name (left-aligned); the others are figures (right-aligned).
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The figures as the terminal shows them: a table per call, the totals and the verdict. */
export function formatReport(figures: LoadFigures, target: LoadTarget = TARGET): string {
  const rows = figures.calls.map((call) => [
    call.name,
    String(call.count),
    String(call.errors),
    call.p50.toFixed(1),
    call.p95.toFixed(1),
    call.p99.toFixed(1),
    call.max.toFixed(1),
  ]);
  const api = figures.api;
  rows.push([
    'all API calls',
    String(api.count),
    String(figures.calls.filter((call) => call.api).reduce((sum, call) => sum + call.errors, 0)),
    api.p50.toFixed(1),
    api.p95.toFixed(1),
    api.p99.toFixed(1),
    api.max.toFixed(1),
  ]);
  const lines = [
    table(['call (times in ms)', 'count', 'errors', 'p50', 'p95', 'p99', 'max'], rows),
    '',
    `${figures.users} virtual users, journeys started for ${figures.durationSeconds} s, ` +
      `${figures.elapsedSeconds} s from first request to last reply`,
    `throughput: ${figures.requestsPerSecond} requests/s, ${figures.journeysPerSecond} journeys/s ` +
      `(${figures.requests} requests, ${figures.journeysCompleted} journeys completed, ${figures.journeysFailed} cut short by an error)`,
  ];
  const failing = figures.calls.filter((call) => call.errors > 0);
  if (failing.length > 0) {
    lines.push('', 'errors:');
    for (const call of failing)
      for (const sample of call.errorSamples) lines.push(`  ${call.name}: ${sample}`);
  }
  const verdict = judge(figures, target);
  const goal =
    target.apiP99Ms === null
      ? `${target.maxErrors} errors (smoke test: latencies not judged)`
      : `${target.maxErrors} errors, every API call's p99 < ${target.apiP99Ms} ms`;
  lines.push('', verdict.pass ? `PASS: ${goal}` : `FAIL (target: ${goal}): ${verdict.misses.join('; ')}`);
  return lines.join('\n');
}
