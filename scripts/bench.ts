// `npm run bench`: named performance figures, printed as a table. Budgets are reported, not asserted.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { generateAgreementMarkdown } from '../src/server/content';
import { SAMPLE_ANSWERS } from '../src/server/content/sample-answers';
import { benchDocumentFiles } from '../src/server/documents/bench';
import { wizardFor } from '../src/shared/agreements/definitions';
import { PUBLIC_AGREEMENT_TYPES } from '../src/shared/agreements/types';
import { checkWizard } from '../src/shared/agreements/wizard-engine';
import type { Answers } from '../src/shared/agreements/wizard-model';
import { parseMarkdown } from '../src/shared/documents/parse-markdown';
import { markdownToHtml } from '../src/shared/documents/render-html';
import { hostileMarkdown } from '../tests/markdown-hostile-inputs';
import { ensureClientBuild } from './client-build';
import { measureHomeBundle } from './measure-home-bundle';

type Row = { name: string; value: number; unit: string; budget?: string };

/** A realistic agreement of about `targetBytes`: headings, paragraphs, lists, emphasis and links. */
export function sampleAgreement(targetBytes = 30 * 1024): string {
  const sections: string[] = ['# Privacy Policy', '_Last updated: 20 November 2026_'];
  for (let n = 1; sections.join('\n\n').length < targetBytes; n++) {
    sections.push(
      `## ${n}. What we collect and why`,
      `We process __personal data__ such as your name, e-mail address and _usage information_ when you use the Service. ` +
        `The legal basis is the performance of a contract and our legitimate interests. Read more at [our site](https://example.com/privacy/${n}).`,
      '- Account data: name, e-mail address, password hash\n- Billing data: address, VAT number\n- Technical data: IP address, browser type',
      '1. Access your data\n2. Correct inaccurate data\n3. Ask us to erase it\n4. Object to processing',
      `Write to [privacy@example.com](mailto:privacy@example.com) with any question about section ${n}.`,
    );
  }
  return sections.join('\n\n');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (value: number) => Math.round(value * 100) / 100;

async function benchMarkdown(rows: Row[]): Promise<void> {
  const text = sampleAgreement();
  for (let i = 0; i < 50; i++) markdownToHtml(text);
  const renderTimes: number[] = [];
  for (let i = 0; i < 300; i++) {
    const start = performance.now();
    markdownToHtml(text);
    renderTimes.push(performance.now() - start);
  }
  renderTimes.sort((a, b) => a - b);
  rows.push({
    name: `markdown → HTML render, ${Math.round(text.length / 1024)} KB (median)`,
    value: round(percentile(renderTimes, 50)),
    unit: 'ms',
  });

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const payload = new URLSearchParams({ data: JSON.stringify({ text }) }).toString();
  const call = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/md/convert',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  for (let i = 0; i < 30; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    const response = await call();
    times.push(performance.now() - start);
    if (response.statusCode !== 200 || !response.json().success)
      throw new Error('md/convert failed during the benchmark');
  }
  await app.close();
  times.sort((a, b) => a - b);
  rows.push({
    name: 'POST /md/convert, 30 KB document (median)',
    value: round(percentile(times, 50)),
    unit: 'ms',
  });
  rows.push({
    name: 'POST /md/convert, 30 KB document (p95)',
    value: round(percentile(times, 95)),
    unit: 'ms',
  });
}

/**
 * The hostile inputs at the longest text the API accepts: parsing each must stay under 50 ms (the
 * median of five runs after a warm-up), so no single request holds the server up.
 */
function benchHostileMarkdown(rows: Row[]): void {
  const cases = Object.entries(hostileMarkdown());
  for (let warm = 0; warm < 2; warm++) for (const [, text] of cases) parseMarkdown(text);
  for (const [name, text] of cases) {
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      parseMarkdown(text);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      name: `parse hostile Markdown, 300,000 characters: ${name} (median)`,
      value: round(percentile(times, 50)),
      unit: 'ms',
      budget: '< 50',
    });
  }
}

/** Each type's largest document (its maximal answers, premium) from answers to HTML, as a request makes it. */
function benchGenerators(rows: Row[]): void {
  for (const type of PUBLIC_AGREEMENT_TYPES) {
    const definition = wizardFor(type.code);
    const sample = SAMPLE_ANSWERS[type.code as keyof typeof SAMPLE_ANSWERS];
    if (!definition) throw new Error(`no wizard for ${type.code}`);
    const checked = checkWizard(definition, sample.maximal);
    if (!checked.valid)
      throw new Error(`maximal ${type.code} answers refused: ${JSON.stringify(checked.errors)}`);
    // Each run another company's answers, as each request brings its own: the server keeps recent
    // documents by their answers (recent-results.ts), and the figure is for making one.
    const inputs = Array.from({ length: 220 }, (_, index) => ({
      ...structuredClone(checked.answers),
      company_name: `${String(checked.answers.company_name)} ${index}`,
    }));
    const run = (answers: Answers) =>
      markdownToHtml(generateAgreementMarkdown(type.code, answers, { language: 'en', edition: 'premium' }));
    for (const answers of inputs.slice(200)) run(answers);
    const times: number[] = [];
    let size = 0;
    for (const answers of inputs.slice(0, 200)) {
      const start = performance.now();
      size = run(answers).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      name: `largest ${type.slug}, answers → HTML, ${Math.round(size / 1024)} KB (median)`,
      value: round(percentile(times, 50)),
      unit: 'ms',
      // The budget is for the Privacy Policy; the others are reported against the same figure.
      budget: '< 5',
    });
  }
}

async function benchHomeBundle(rows: Row[]): Promise<void> {
  await ensureClientBuild();
  const figures = measureHomeBundle();
  rows.push({ name: 'home page JavaScript (gzip)', value: figures.jsKb, unit: 'KB' });
  rows.push({ name: 'home page CSS (gzip)', value: figures.cssKb, unit: 'KB' });
  rows.push({ name: 'home page JS + CSS (gzip)', value: figures.totalKb, unit: 'KB', budget: '≤ 120' });
}

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const installed = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Runs wrk without blocking this process's event loop (the app under test serves from it). */
function runWrk(
  url: string,
  headers: string[] = [],
  seconds = 10,
): Promise<{ requestsPerSecond: number; p99Ms: number; errors: string }> {
  return new Promise((resolve, reject) => {
    const args = ['-t2', '-c32', `-d${seconds}s`, '--latency', ...headers.flatMap((h) => ['-H', h]), url];
    const wrk = spawn('wrk', args);
    let output = '';
    wrk.stdout.on('data', (chunk) => {
      output += chunk;
    });
    wrk.stderr.on('data', (chunk) => {
      output += chunk;
    });
    wrk.once('error', reject);
    wrk.once('close', () => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
      const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
      if (!rps || !p99) return reject(new Error(`unexpected wrk output:\n${output}`));
      const factor = { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'];
      resolve({
        requestsPerSecond: Number(rps[1]),
        p99Ms: Number(p99[1]) * factor,
        errors: /Non-2xx or 3xx responses: \d+|Socket errors:.*/.exec(output)?.[0] ?? '',
      });
    });
  });
}

/**
 * The live link under load (its target: at least half of nginx's throughput, decision 0005): the
 * real app on a port, a largest Privacy Policy page served from the page cache, against nginx
 * serving the same bytes as a static file. Both without access logs, one process each, wrk on the
 * same two cores.
 */
export async function benchLiveLink(rows: Row[]): Promise<void> {
  const name = 'GET /live/{token}';
  if (!installed('wrk') || !installed('nginx')) {
    rows.push({
      name: `${name}: wrk or nginx not installed (apt-get install wrk nginx)`,
      value: 0,
      unit: '-',
    });
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-bench-live-'));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    DATA_DIR: dir,
    HOST: '127.0.0.1',
    PORT: String(port),
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp(config, { logger: false });
  let nginx: ReturnType<typeof spawn> | undefined;
  try {
    await app.listen({ host: '127.0.0.1', port });
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/agreement/new',
      payload: {
        type: 'privacy-policy',
        language: 'en',
        premium: true,
        email: 'bench@example.com',
        answers: { ...SAMPLE_ANSWERS.PRIVACY_POLICY.maximal, send_to: 'bench@example.com' },
      },
    });
    const id = created.json().data?.agreement?.id as string | undefined;
    if (!id) throw new Error(`the bench agreement was refused: ${created.body}`);
    const result = (await app.database.db.execute(
      sql`select live_token from agreements where id = ${id}`,
    )) as unknown as { rows: { live_token: string }[] };
    const url = `http://127.0.0.1:${port}/live/${result.rows[0]?.live_token}`;
    const page = await fetch(url);
    const body = Buffer.from(await page.arrayBuffer());
    if (page.status !== 200) throw new Error(`the live page answered ${page.status}`);

    const nginxPort = await freePort();
    // nginx's worker may run as another user (nobody, when started as root): let it read the file.
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'live.html'), body);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
events {}
http { access_log off; server { listen 127.0.0.1:${nginxPort}; root ${dir}; } }
`,
    );
    nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    const staticUrl = `http://127.0.0.1:${nginxPort}/live.html`;
    for (let attempt = 0; ; attempt++) {
      const ok = await fetch(staticUrl).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (attempt > 50) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const kb = Math.round(body.length / 1024);
    // Steady state, as nginx is: the JIT warmed up and both variants compressed before measuring.
    await runWrk(url, [], 3);
    await runWrk(url, ['Accept-Encoding: br, gzip'], 2);
    const liveRun = await runWrk(url);
    const nginxRun = await runWrk(staticUrl);
    const note = (errors: string) => (errors ? ` [${errors}]` : '');
    rows.push({
      name: `${name}, largest privacy-policy page (${kb} KB), wrk -c32${note(liveRun.errors)}`,
      value: Math.round(liveRun.requestsPerSecond),
      unit: 'req/s',
    });
    rows.push({ name: `${name} p99`, value: round(liveRun.p99Ms), unit: 'ms', budget: '< 10' });
    rows.push({
      name: `nginx, same ${kb} KB as a static file${note(nginxRun.errors)}`,
      value: Math.round(nginxRun.requestsPerSecond),
      unit: 'req/s',
    });
    rows.push({ name: 'nginx p99', value: round(nginxRun.p99Ms), unit: 'ms' });
    rows.push({
      name: `${name} throughput / nginx`,
      value: round(liveRun.requestsPerSecond / nginxRun.requestsPerSecond),
      unit: '×',
      budget: '≥ 0.5',
    });
    // What browsers get: the brotli variant, compressed once when the page was cached.
    const brotliRun = await runWrk(url, ['Accept-Encoding: br, gzip']);
    rows.push({
      name: `${name}, same page as a browser gets it (brotli)${note(brotliRun.errors)}`,
      value: Math.round(brotliRun.requestsPerSecond),
      unit: 'req/s',
    });
    rows.push({ name: `${name} (brotli) p99`, value: round(brotliRun.p99Ms), unit: 'ms', budget: '< 10' });
  } finally {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): void {
  const nameWidth = Math.max(...rows.map((row) => row.name.length), 6);
  console.log(`${'figure'.padEnd(nameWidth)}  ${'value'.padStart(10)}  unit  budget`);
  console.log(`${'-'.repeat(nameWidth)}  ${'-'.repeat(10)}  ----  ------`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(nameWidth)}  ${String(row.value).padStart(10)}  ${row.unit.padEnd(4)}  ${row.budget ?? ''}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows: Row[] = [];
  await benchMarkdown(rows);
  benchHostileMarkdown(rows);
  benchGenerators(rows);
  rows.push(...(await benchDocumentFiles()));
  await benchHomeBundle(rows);
  await benchLiveLink(rows);
  printTable(rows);
}
