import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  formatReport,
  isOwnerJourney,
  judge,
  parseLoadArgs,
  percentile,
  Recorder,
  SMOKE_TARGET,
  summarize,
  TARGET,
  targetOf,
  UsageError,
} from './load-report';

const RUN = { users: 2, durationSeconds: 10, elapsedSeconds: 10, journeysCompleted: 5, journeysFailed: 0 };

/** A recorder with `count` calls of `name` taking 1, 2, … `count` ms. */
function recorderWith(name: string, api: boolean, count: number, errorAt?: number): Recorder {
  const recorder = new Recorder();
  for (let ms = 1; ms <= count; ms++)
    recorder.record(name, api, ms, ms === errorAt ? 'HTTP 500 (Something went wrong)' : undefined);
  return recorder;
}

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7, 9], 50)).toBe(7);
    expect(percentile([7, 9], 51)).toBe(9);
  });

  it('is the single value of one, the smallest at 0, and 0 of none', () => {
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([3, 4, 5], 0)).toBe(3);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('parseLoadArgs', () => {
  it('keeps the defaults without options: 200 anonymous users for 60 s, 0.5–1.5 s think time', () => {
    expect(parseLoadArgs([])).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toMatchObject({
      users: 200,
      durationSeconds: 60,
      ownersPercent: 0,
      thinkMinMs: 500,
      thinkMaxMs: 1500,
    });
  });

  it('reads the owners’ share and spreads their journeys evenly over the run', () => {
    expect(parseLoadArgs(['--owners', '25'])).toMatchObject({ ownersPercent: 25 });
    const owners = (percent: number) =>
      Array.from({ length: 100 }, (_, sequence) => sequence).filter((sequence) =>
        isOwnerJourney(sequence, percent),
      );
    expect(owners(0)).toEqual([]);
    expect(owners(100)).toHaveLength(100);
    expect(owners(25)).toEqual([
      3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63, 67, 71, 75, 79, 83, 87, 91, 95, 99,
    ]);
    expect(owners(10)).toHaveLength(10);
  });

  it('reads the short CI mode and every other option', () => {
    expect(
      parseLoadArgs([
        '--users',
        '20',
        '--duration',
        '5',
        '--think',
        '0-0',
        '--url',
        'http://127.0.0.1:3000/',
        '--mail-dir',
        '/data/mail',
        '--json',
      ]),
    ).toEqual({
      ...DEFAULT_OPTIONS,
      users: 20,
      durationSeconds: 5,
      thinkMinMs: 0,
      thinkMaxMs: 0,
      url: 'http://127.0.0.1:3000',
      mailDir: '/data/mail',
      json: true,
    });
    expect(parseLoadArgs(['--port', '3211', '--cpu-prof', '/tmp/prof'])).toMatchObject({
      port: 3211,
      cpuProfileDir: '/tmp/prof',
    });
  });

  it('--smoke is 20 users for 5 s, judged on errors only; a later option still counts', () => {
    expect(parseLoadArgs(['--smoke'])).toMatchObject({
      smoke: true,
      users: 20,
      durationSeconds: 5,
      ownersPercent: 100,
    });
    expect(parseLoadArgs(['--smoke', '--duration', '10'])).toMatchObject({ users: 20, durationSeconds: 10 });
    expect(targetOf(parseLoadArgs(['--smoke']))).toBe(SMOKE_TARGET);
    expect(targetOf(parseLoadArgs([]))).toBe(TARGET);
  });

  it.each([
    [['--users', '0'], '--users needs a whole number ≥ 1'],
    [['--duration', 'ten'], '--duration needs a whole number ≥ 1'],
    [['--users'], '--users needs a value'],
    [['--url', '--json'], '--url needs a value'],
    [['--url', 'localhost:3000'], '--url needs an http:// or https:// address'],
    [['--think', '1500-500'], '--think needs MIN-MAX in milliseconds, e.g. 500-1500'],
    [['--owners', '120'], '--owners needs a whole percentage from 0 to 100'],
    [['--owners', 'half'], '--owners needs a whole percentage from 0 to 100'],
    [['--verbose'], 'unknown option --verbose'],
    [['--url', 'http://x', '--cpu-prof', 'p'], '--cpu-prof profiles the server this script starts'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseLoadArgs(argv)).toThrow(UsageError);
    expect(() => parseLoadArgs(argv)).toThrow(message);
  });
});

describe('summarize', () => {
  it('gives count, errors and percentiles per call, and throughput over the elapsed time', () => {
    const recorder = recorderWith('GET /heartbeat', true, 100, 7);
    recorder.record('GET /live/{token}', false, 500);
    const figures = summarize(recorder, RUN);
    expect(figures.calls[0]).toMatchObject({
      name: 'GET /heartbeat',
      count: 100,
      errors: 1,
      p50: 50,
      p95: 95,
      p99: 99,
      max: 100,
      errorSamples: ['HTTP 500 (Something went wrong)'],
    });
    expect(figures).toMatchObject({
      requests: 101,
      errors: 1,
      requestsPerSecond: 10.1,
      journeysPerSecond: 0.5,
    });
    // The live link is no API call: the API figures leave it out.
    expect(figures.api).toMatchObject({ count: 100, max: 100 });
  });

  it('keeps only the first few different error messages of a call', () => {
    const recorder = new Recorder();
    for (let n = 0; n < 10; n++)
      recorder.record('POST /agreement/new', true, 5, `error ${Math.floor(n / 2)}`);
    const [call] = summarize(recorder, RUN).calls;
    expect(call?.errors).toBe(10);
    expect(call?.errorSamples).toEqual(['error 0', 'error 1', 'error 2']);
  });
});

describe('judge and formatReport', () => {
  it('passes with no errors and every API p99 under 200 ms, whatever a page takes', () => {
    const recorder = recorderWith('GET /heartbeat', true, 100);
    recorder.record('GET /live/{token}', false, 900);
    const figures = summarize(recorder, RUN);
    expect(judge(figures)).toEqual({ pass: true, misses: [] });
    const report = formatReport(figures);
    expect(report).toMatch(/^GET \/heartbeat\s+100\s+0\s+50\.0\s+95\.0\s+99\.0\s+100\.0$/m);
    expect(report).toMatch(/^all API calls\s+100\s+0\s/m);
    expect(report).toContain('throughput: 10.1 requests/s, 0.5 journeys/s');
    expect(report.trimEnd().split('\n').at(-1)).toBe("PASS: 0 errors, every API call's p99 < 200 ms");
  });

  it('fails on any error and on a slow API call, naming each miss', () => {
    const recorder = recorderWith('GET /heartbeat', true, 100, 3);
    recorder.record('POST /agreement/new', true, 250);
    const figures = summarize(recorder, RUN);
    expect(judge(figures)).toEqual({
      pass: false,
      misses: ['1 errors', 'POST /agreement/new p99 250 ms ≥ 200 ms'],
    });
    const report = formatReport(figures);
    expect(report).toContain('GET /heartbeat: HTTP 500 (Something went wrong)');
    expect(report).toMatch(/FAIL \(target: .*\): 1 errors; POST \/agreement\/new p99 250 ms ≥ 200 ms$/);
  });

  it('in the smoke test, passes slow calls and still fails on an error', () => {
    const slow = new Recorder();
    slow.record('POST /agreement/new', true, 5000);
    expect(judge(summarize(slow, RUN), SMOKE_TARGET)).toEqual({ pass: true, misses: [] });
    expect(formatReport(summarize(slow, RUN), SMOKE_TARGET)).toMatch(
      /PASS: 0 errors \(smoke test: latencies not judged\)$/,
    );
    slow.record('POST /agreement/new', true, 5, 'HTTP 500');
    expect(judge(summarize(slow, RUN), SMOKE_TARGET).misses).toEqual(['1 errors']);
  });

  it('fails a run that made no request at all', () => {
    expect(judge(summarize(new Recorder(), RUN)).misses).toEqual(['no requests were made']);
  });
});
