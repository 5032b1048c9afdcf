import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../../tests/customers';
import { GERMAN_CONSUMER, testAgreementAnswers } from '../../tests/payments';
import { callServer, startServerProcess, waitUntilServing } from '../../tests/server-process';
import type { AgreementListReply } from '../shared/api/agreement';
import type { Envelope } from '../shared/api/envelope';
import { openDatabase } from './db/client';
import { SANDBOX_CARDS } from './modules/payment';

// Crash safety (SIGKILL mid-write). The real server process takes concurrent agreement
// writes — creations, wizard updates, payments, text edits, translations — and is killed with
// SIGKILL at a random moment, then started again on the same data, three times. Afterwards every
// write the server acknowledged (reply `success: true`) must be there as acknowledged, a write cut
// off by the kill must be all there or not at all, and the rows must hang together (below,
// `checkIntegrity`). On PGlite this also proves the embedded database recovers from its WAL after
// a hard kill and that the data-folder lock of a dead server is taken over.

const CYCLES = 3;
const WRITERS = 6;
const TRANSLATION_LANGUAGES = ['de', 'es', 'fr', 'it', 'nl'] as const;

const startServer = startServerProcess;
const call = callServer;

const messagesOf = (body: Envelope<unknown>) => body.messages.map((message) => message.value).join('\n');

/** Registers, activates through the mailed link (the dev mailbox API) and logs in. */
async function createActiveCustomer(baseUrl: string, email: string): Promise<string> {
  const registered = await call(baseUrl, 'POST', '/customer/register', {
    data: { email, password: GOOD_PASSWORD, language: 'en', send_activation: 1, initial_password_set: 1 },
  });
  if (!registered.success) throw new Error(messagesOf(registered));
  // The mail goes out from the outbox after the reply: wait for it.
  let mailId: string | undefined;
  for (let attempt = 0; attempt < 150 && !mailId; attempt++) {
    const mailbox = await call<{ messages: { id: string; to: string }[] }>(baseUrl, 'GET', '/dev/mailbox');
    mailId = mailbox.data?.messages.find((message) => message.to === email)?.id;
    if (!mailId) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mail = await call<{ text: string }>(baseUrl, 'GET', `/dev/mailbox/${mailId}`);
  const code = /\/profile\/activate-account\/([A-Za-z0-9_-]+)/.exec(mail.data?.text ?? '')?.[1];
  if (!code) throw new Error('no activation link in the mail');
  await call(baseUrl, 'POST', '/customer/activate-account', { data: { activation_hash: code } });
  const login = await call<{ customer: { token: string } }>(baseUrl, 'POST', '/customer/login', {
    data: { email, password: GOOD_PASSWORD },
  });
  if (!login.data) throw new Error(messagesOf(login));
  return login.data.customer.token;
}

/** A text this agreement must have: written by an acknowledged call, found by its marker. */
type ExpectedVersion = {
  origin: 'generated' | 'wizard_update' | 'edited';
  language: string;
  marker: string | null;
};

/** What the test knows about one agreement from the replies it received. */
type AgreementModel = {
  id: string;
  premium: boolean;
  /** Its answers' company name as last acknowledged. */
  companyName: string;
  /** The company names of wizard updates the kill cut off: one of them may be the current one. */
  cutOffNames: string[];
  /** true: acknowledged; 'maybe': the payment call was cut off by the kill. */
  paid: boolean | 'maybe';
  /** A payment call for it was cut off: its transaction may stay open a while (another is refused meanwhile). */
  paymentCutOff?: boolean;
  versions: ExpectedVersion[];
};

/** The state of one crash run, shared by the writers and the checks. */
type Run = {
  label: string;
  baseUrl: string;
  token: string;
  agreements: Map<string, AgreementModel>;
  /** Creations cut off by the kill: company name → premium. They may or may not exist. */
  cutOffCreations: Map<string, boolean>;
  /** Payments cut off by the kill: a transaction may stay open ("processing"), never half-settled. */
  cutOffPayments: number;
  acknowledged: number;
  /** Acknowledged writes by kind, and writes the kill cut off: the figures the test reports. */
  byKind: Record<string, number>;
  cutOff: number;
  /** Replies that failed although nothing was wrong with the request: each one is a bug. */
  failures: string[];
  stopped: boolean;
  counter: number;
  /** Called on every acknowledgement: the kill is timed from the cycle's first few. */
  onAcknowledged: () => void;
};

const companyName = (marker: string) => `Acme ${marker}`;
const answersFor = (marker: string) => ({
  ...testAgreementAnswers('owner@example.com'),
  company_name: companyName(marker),
});

/**
 * Sends one write and records it: acknowledged → `onAck`; cut off by the kill → `onCutOff`;
 * refused → a failure (every write here is valid, so a refusal is a bug).
 */
async function write<T>(
  run: Run,
  what: string,
  send: () => Promise<Envelope<T>>,
  onAck: (data: T) => void,
  onCutOff: () => void,
  /** A refusal that is a correct answer here, not a bug. */
  expectedRefusal: (body: Envelope<T>) => boolean = () => false,
): Promise<void> {
  let body: Envelope<T>;
  try {
    body = await send();
  } catch {
    run.cutOff++;
    onCutOff();
    return;
  }
  if (!body.success && expectedRefusal(body)) return;
  if (!body.success || body.data === undefined || body.data === null) {
    run.failures.push(`${what}: ${messagesOf(body)}`);
    return;
  }
  run.acknowledged++;
  run.byKind[what] = (run.byKind[what] ?? 0) + 1;
  run.onAcknowledged();
  onAck(body.data);
}

/** Which writer owns an agreement ("<label>:<writer>"), so two writers never race on one. */
const agreementOwners = new Map<string, string>();

/** One writer: its own agreements, one call at a time, so each agreement's history is known. */
async function writer(run: Run, writerId: number, cycle: number): Promise<void> {
  const mine: AgreementModel[] = [...run.agreements.values()].filter(
    (agreement) => agreementOwners.get(agreement.id) === `${run.label}:${writerId}`,
  );
  while (!run.stopped) {
    const marker = `${run.label}C${cycle}W${writerId}N${++run.counter}`;
    const agreement = mine[randomInt(Math.max(mine.length, 1))];
    if (!agreement || mine.length < 2 || randomInt(10) < 3) {
      const premium = randomInt(10) < 7;
      await write<{ agreement: { id: string } }>(
        run,
        'create',
        () =>
          call(run.baseUrl, 'POST', '/agreement/new', {
            token: run.token,
            data: { type: 'test', language: 'en', premium, answers: answersFor(marker) },
          }),
        (data) => {
          const created: AgreementModel = {
            id: data.agreement.id,
            premium,
            companyName: companyName(marker),
            cutOffNames: [],
            paid: false,
            versions: [{ origin: 'generated', language: 'en', marker }],
          };
          run.agreements.set(created.id, created);
          agreementOwners.set(created.id, `${run.label}:${writerId}`);
          mine.push(created);
        },
        () => run.cutOffCreations.set(companyName(marker), premium),
      );
      continue;
    }

    const operation =
      agreement.premium && agreement.paid === false
        ? 'pay'
        : agreement.paid === true
          ? (['update', 'edit', 'translate'] as const)[randomInt(3)]
          : 'update';
    if (operation === 'pay') {
      await write<{ transaction: { status: string } }>(
        run,
        'pay',
        () =>
          call(run.baseUrl, 'POST', '/transaction/new', {
            token: run.token,
            data: {
              agreement_id: agreement.id,
              processor: 'sandbox',
              idempotency_key: marker,
              invoicing_details: GERMAN_CONSUMER,
              card: { number: SANDBOX_CARDS.approved, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' },
            },
          }),
        (data) => {
          if (data.transaction.status === 'approved') agreement.paid = true;
          else run.failures.push(`pay: transaction ${data.transaction.status}`);
        },
        () => {
          agreement.paid = 'maybe';
          agreement.paymentCutOff = true;
          run.cutOffPayments++;
        },
        // A payment the kill cut off may still count as being charged for a moment: the server
        // then refuses a second one (payment_open), charging nothing. That is the answer it owes.
        (body) => body.code === 'payment_open' && agreement.paymentCutOff === true,
      );
    } else if (operation === 'update') {
      const name = companyName(marker);
      await write(
        run,
        'update',
        () =>
          call(run.baseUrl, 'POST', `/agreement/update/${agreement.id}`, {
            token: run.token,
            data: { language: 'en', premium: agreement.premium, answers: answersFor(marker) },
          }),
        () => {
          agreement.companyName = name;
          agreement.cutOffNames = [];
          agreement.versions.push({ origin: 'wizard_update', language: 'en', marker });
        },
        () => agreement.cutOffNames.push(name),
      );
    } else if (operation === 'edit') {
      await write(
        run,
        'edit',
        () =>
          call(run.baseUrl, 'POST', `/agreement/text/${agreement.id}`, {
            token: run.token,
            data: {
              language: 'en',
              text: `# Privacy notice ${marker}\n\nEdited before the crash: ${marker}.`,
            },
          }),
        () => agreement.versions.push({ origin: 'edited', language: 'en', marker }),
        () => {},
      );
    } else {
      const language = TRANSLATION_LANGUAGES[randomInt(TRANSLATION_LANGUAGES.length)] as string;
      await write(
        run,
        'translate',
        () =>
          call(run.baseUrl, 'POST', `/agreement/translation/update/${agreement.id}`, {
            token: run.token,
            data: { language },
          }),
        () => agreement.versions.push({ origin: 'generated', language, marker: null }),
        () => {},
      );
    }
  }
}

/**
 * After a restart, through the API: every acknowledged agreement is listed as acknowledged; a
 * write cut off by the kill either happened or did not, and the model takes what happened.
 */
async function reconcileAfterRestart(run: Run): Promise<void> {
  const list = await call<AgreementListReply>(run.baseUrl, 'GET', '/customer/agreements/all', {
    token: run.token,
  });
  expect(list.success, messagesOf(list)).toBe(true);
  const listed = new Map((list.data?.agreements ?? []).map((agreement) => [agreement.id, agreement]));
  for (const agreement of run.agreements.values()) {
    const row = listed.get(agreement.id);
    expect(row, `acknowledged agreement ${agreement.id} is gone`).toBeDefined();
    if (!row) continue;
    settleCompanyName(agreement, row.site_name);
    expect(row.premium).toBe(agreement.premium);
    if (agreement.paid === true) expect(row.paid, `acknowledged payment of ${agreement.id}`).toBe(true);
    if (agreement.paid === 'maybe') agreement.paid = row.paid;
    listed.delete(agreement.id);
  }
  // Whatever else is listed must be a creation cut off by the kill, and complete.
  for (const row of listed.values()) {
    expect(row.status).toBe('finished');
    adoptCutOffCreation(run, row.id, row.site_name, row.premium);
  }
  run.cutOffCreations.clear();
}

/**
 * The stored company name is the acknowledged one, or that of a wizard update the kill cut off —
 * then that update happened in full: its text must be there too.
 */
function settleCompanyName(agreement: AgreementModel, stored: string): void {
  if (stored !== agreement.companyName) {
    expect(agreement.cutOffNames, `answers of ${agreement.id}`).toContain(stored);
    agreement.versions.push({
      origin: 'wizard_update',
      language: 'en',
      marker: stored.replace(/^Acme /, ''),
    });
    agreement.companyName = stored;
  }
  agreement.cutOffNames = [];
}

/** An agreement the test did not hear of must be a creation the kill cut off; from now on it is known. */
function adoptCutOffCreation(run: Run, id: string, name: string, premium: boolean): void {
  const requestedPremium = run.cutOffCreations.get(name);
  expect(requestedPremium, `agreement ${id} (${name}) was never requested`).toBeDefined();
  expect(premium).toBe(requestedPremium);
  run.cutOffCreations.delete(name);
  run.agreements.set(id, {
    id,
    premium,
    companyName: name,
    cutOffNames: [],
    paid: false,
    versions: [{ origin: 'generated', language: 'en', marker: name.replace(/^Acme /, '') }],
  });
  agreementOwners.set(id, `${run.label}:${randomInt(WRITERS)}`);
}

type Query = (query: SQL) => Promise<Record<string, unknown>[]>;

/** The stored rows, read directly: acknowledged writes there, nothing half-written. */
async function checkIntegrity(run: Run, query: Query, customerEmail: string): Promise<void> {
  const [customer] = await query(sql`select id from customers where email = ${customerEmail}`);
  expect(customer, 'the customer').toBeDefined();
  const customerId = String(customer?.id);

  const rows = await query(
    sql`select id, type, premium, paid_at, status, edit_status, answers->>'company_name' as company
        from agreements where customer_id = ${customerId}`,
  );
  for (const row of rows)
    if (!run.agreements.has(String(row.id)))
      adoptCutOffCreation(run, String(row.id), String(row.company), row.premium === true);
  expect(rows.length, 'agreements stored vs acknowledged').toBe(run.agreements.size);
  const versions = await query(
    sql`select v.agreement_id, v.language, v.origin, v.markdown, v.modified, v.created_at
        from agreement_versions v join agreements a on a.id = v.agreement_id
        where a.customer_id = ${customerId}`,
  );
  for (const row of rows) {
    const agreement = run.agreements.get(String(row.id));
    if (!agreement) continue;
    expect(row.type).toBe('TEST');
    expect(row.status).toBe('finished');
    expect(row.premium).toBe(agreement.premium);
    settleCompanyName(agreement, String(row.company));
    if (agreement.paid === true) expect(row.paid_at, `payment of ${row.id}`).not.toBeNull();
    const own = versions.filter((version) => version.agreement_id === row.id);
    for (const expected of agreement.versions) {
      const found = own.some(
        (version) =>
          version.origin === expected.origin &&
          version.language === expected.language &&
          (expected.marker === null || String(version.markdown).includes(expected.marker)),
      );
      expect(found, `${expected.origin} ${expected.language} text ${expected.marker} of ${row.id}`).toBe(
        true,
      );
    }
    // The edit status sums up each language's current text (written in the same transaction).
    const current = new Map<string, Record<string, unknown>>();
    for (const version of [...own].sort(
      (a, b) => new Date(String(b.created_at)).getTime() - new Date(String(a.created_at)).getTime(),
    ))
      if (!current.has(String(version.language))) current.set(String(version.language), version);
    const modified = [...current.values()].some((version) => version.modified === true);
    expect(row.edit_status, `edit status of ${row.id}`).toBe(modified ? 'modified' : 'normal');
  }

  // Nothing half-written, whoever wrote it.
  const single = async (label: string, query_: SQL) => {
    const found = await query(query_);
    expect(found, label).toEqual([]);
  };
  await single(
    'finished agreements without a text in their language',
    sql`select a.id from agreements a where a.status = 'finished' and not exists
        (select 1 from agreement_versions v where v.agreement_id = a.id and v.language = a.language)`,
  );
  await single(
    'versions of no agreement',
    sql`select v.id from agreement_versions v left join agreements a on a.id = v.agreement_id where a.id is null`,
  );
  await single(
    'transactions naming a missing agreement',
    sql`select t.id from transactions t left join agreements a on a.id = t.agreement_id
        where t.agreement_id is not null and a.id is null`,
  );
  await single(
    'approved transactions without their invoice or their agreement paid',
    sql`select t.id from transactions t left join invoices i on i.transaction_id = t.id
        left join agreements a on a.id = t.agreement_id
        where t.status = 'approved' and (i.id is null or a.paid_at is null)`,
  );
  await single(
    'invoices of a transaction not approved',
    sql`select i.id from invoices i left join transactions t on t.id = i.transaction_id
        where t.id is null or t.status <> 'approved'`,
  );
  await single(
    'paid agreements without an approved transaction',
    sql`select a.id from agreements a where a.paid_at is not null and not exists
        (select 1 from transactions t where t.agreement_id = a.id and t.status = 'approved')`,
  );
  const open = await query(sql`select id from transactions where status = 'processing'`);
  expect(open.length, 'transactions left open').toBeLessThanOrEqual(run.cutOffPayments);

  // Invoice numbers have no gaps and the counter names the last one.
  const numbers = await query(sql`select number from invoices order by number`);
  const counters = await query(sql`select year, last from invoice_counters`);
  const issued = numbers.map((row) => String(row.number));
  const expectedNumbers = counters.flatMap((counter) =>
    Array.from(
      { length: Number(counter.last) },
      (_, index) => `${counter.year}-${String(index + 1).padStart(6, '0')}`,
    ),
  );
  expect(issued).toEqual(expectedNumbers.sort());
  const paidCount = [...run.agreements.values()].filter((agreement) => agreement.paid === true).length;
  expect(issued.length).toBeGreaterThanOrEqual(paidCount);
}

async function crashRun(options: {
  label: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
}): Promise<{
  acknowledged: number;
  byKind: Record<string, number>;
  cutOff: number;
  agreements: number;
  startMs: number[];
}> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env = {
    PORT: String(options.port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const email = `crash-${options.label.toLowerCase()}@example.com`;
  const run: Run = {
    label: options.label,
    baseUrl,
    token: '',
    agreements: new Map(),
    cutOffCreations: new Map(),
    cutOffPayments: 0,
    acknowledged: 0,
    byKind: {},
    cutOff: 0,
    failures: [],
    stopped: false,
    counter: 0,
    onAcknowledged: () => {},
  };
  /** Server starts, then the direct open after the last kill (ms). */
  const startMs: number[] = [];

  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const startedAt = Date.now();
    const server = startServer(env);
    // From the second start on, the folder still holds the killed server's lock and its WAL.
    await waitUntilServing(server, baseUrl);
    startMs.push(Date.now() - startedAt);
    if (cycle === 1) run.token = await createActiveCustomer(baseUrl, email);
    else await reconcileAfterRestart(run);

    // The kill comes 300–1500 ms after as many acknowledgements as there are writers: the first
    // calls of a fresh process pay for its warm-up, and the kill should find writes of every kind.
    const warmedUp = new Promise<void>((resolve) => {
      const from = run.acknowledged;
      run.onAcknowledged = () => {
        if (run.acknowledged - from >= WRITERS) resolve();
      };
    });
    run.stopped = false;
    const writers = Array.from({ length: WRITERS }, (_, writerId) => writer(run, writerId, cycle));
    await Promise.race([warmedUp, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    await new Promise((resolve) => setTimeout(resolve, 300 + randomInt(1200)));
    run.stopped = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(writers);
    expect(run.failures, server.output()).toEqual([]);
  }

  // After the last kill, the rows are read directly. On PGlite this opens the folder the way the
  // server does: the dead server's lock taken over, the WAL replayed, migrations checked.
  const openedAt = Date.now();
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  startMs.push(Date.now() - openedAt);
  try {
    const query: Query = async (statement) =>
      ((await database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
    await checkIntegrity(run, query, email);
  } finally {
    await database.close();
  }
  return {
    acknowledged: run.acknowledged,
    byKind: run.byKind,
    cutOff: run.cutOff,
    agreements: run.agreements.size,
    startMs,
  };
}

const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-crash-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('crash safety under SIGKILL', () => {
  it('PGlite on disk: acknowledged writes survive three kills, nothing is half-written', async () => {
    const result = await crashRun({ label: 'P', port: 3220, dataDir: newDataDir() });
    console.info('PGlite crash run', result);
    expect(result.acknowledged).toBeGreaterThanOrEqual(CYCLES * WRITERS);
    expect(result.cutOff).toBeGreaterThanOrEqual(CYCLES);
  }, 300_000);

  const adminUrl = process.env.TEST_DATABASE_URL;
  describe.skipIf(!adminUrl)('on PostgreSQL', () => {
    const name = `cw_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
    const withAdmin = async (statement: string) => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(statement);
      } finally {
        await admin.end();
      }
    };
    afterAll(async () => {
      if (adminUrl) await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('acknowledged writes survive three kills, nothing is half-written', async () => {
      await withAdmin(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl as string);
      url.pathname = `/${name}`;
      const result = await crashRun({
        label: 'Q',
        port: 3221,
        dataDir: newDataDir(),
        databaseUrl: url.toString(),
      });
      console.info('PostgreSQL crash run', result);
      expect(result.acknowledged).toBeGreaterThanOrEqual(CYCLES * WRITERS);
      expect(result.cutOff).toBeGreaterThanOrEqual(CYCLES);
    }, 300_000);
  });
});
