import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../../../tests/customers';
import { GERMAN_CONSUMER, testAgreementAnswers } from '../../../tests/payments';
import {
  callServer,
  type ServerProcess,
  startServerProcess,
  waitUntilServing,
} from '../../../tests/server-process';
import { type SinkMail, type SmtpSink, startSmtpSink } from '../../../tests/smtp-sink';
import type { NewAgreementReply } from '../../shared/api/agreement';
import type { NewTransactionReply } from '../../shared/api/payment';
import { SANDBOX_CARDS } from '../modules/payment';

// No mail is lost: the server is killed with SIGKILL after it has answered and while the mails
// that answer caused are still on their way to the mail server, then started again on the same
// data. Every mail arrives, and each exactly once (by its Message-ID).

const RETRY_SECONDS = 2;
let sink: SmtpSink;
let dataDir: string;
let server: ServerProcess | undefined;
const port = 3400 + randomInt(400);
const baseUrl = `http://127.0.0.1:${port}`;
const email = 'outbox-owner@example.com';

const env = () => ({
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  MAIL_RETRY_SECONDS: String(RETRY_SECONDS),
  SANDBOX_VERIFICATION_SECONDS: '1',
});

async function start(): Promise<void> {
  server = startServerProcess(env());
  await waitUntilServing(server, baseUrl);
}

async function waitFor<T>(what: string, find: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${server?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mailsTo = (to: string) => sink.accepted.filter((mail) => mail.to.includes(to));
const withSubject = (start: string) => (mail: SinkMail) => mail.subject.startsWith(start);

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = mkdtempSync(path.join(tmpdir(), 'cw-outbox-'));
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the mail outbox', () => {
  it('delivers every mail exactly once across a SIGKILL between the reply and the delivery', async () => {
    await start();
    // A customer with a premium agreement paid before the kill: its mails are out already.
    await callServer(baseUrl, 'POST', '/customer/register', {
      data: { email, password: GOOD_PASSWORD, language: 'en', send_activation: 1, initial_password_set: 1 },
    });
    const activation = await waitFor('the activation mail', () =>
      mailsTo(email).find(withSubject('Confirm your e-mail')),
    );
    const code = /\/profile\/activate-account\/([A-Za-z0-9_-]+)/.exec(activation.text)?.[1];
    await callServer(baseUrl, 'POST', '/customer/activate-account', { data: { activation_hash: code } });
    const login = await callServer<{ customer: { token: string } }>(baseUrl, 'POST', '/customer/login', {
      data: { email, password: GOOD_PASSWORD },
    });
    const token = login.data?.customer.token ?? '';
    const buy = async (company: string) => {
      const created = await callServer<NewAgreementReply>(baseUrl, 'POST', '/agreement/new', {
        token,
        data: {
          type: 'test',
          language: 'en',
          premium: true,
          answers: { ...testAgreementAnswers(email), company_name: company },
        },
      });
      const paid = await callServer<NewTransactionReply>(baseUrl, 'POST', '/transaction/new', {
        token,
        data: {
          agreement_id: created.data?.agreement.id,
          processor: 'sandbox',
          idempotency_key: `outbox-${company}`,
          invoicing_details: GERMAN_CONSUMER,
          card: { number: SANDBOX_CARDS.approved, expiry: '12/30', cvc: '123', holder: 'Ada' },
        },
      });
      expect(paid.data?.transaction.status).toBe('approved');
    };
    await buy('Before Kill Ltd');
    await waitFor('the first receipt', () => mailsTo(email).find(withSubject('Receipt')));
    await waitFor('the first agreement’s mail', () =>
      mailsTo(email).find(withSubject('Your Test agreement')),
    );

    // The mail server hangs: the second purchase is answered, its receipt is on its way.
    sink.stall = true;
    await buy('Cut Off Ltd');
    await waitFor('the receipt stuck at the mail server', () => (sink.stalledCount() > 0 ? true : undefined));
    server?.child.kill('SIGKILL');
    await server?.exited;
    expect(mailsTo(email).filter(withSubject('Receipt'))).toHaveLength(1);
    expect(mailsTo(email).filter(withSubject('Your Test agreement'))).toHaveLength(1);

    // Started again with a mail server that answers: the cut-off receipt arrives, and nothing twice.
    sink.stall = false;
    await start();
    await waitFor('the second receipt', () =>
      mailsTo(email).filter(withSubject('Receipt')).length === 2 ? true : undefined,
    );
    // Long enough for any repeat to show: several retry periods.
    await new Promise((resolve) => setTimeout(resolve, RETRY_SECONDS * 3000));
    // The agreement's mail and the receipt the kill cut off arrive; nothing arrives twice.
    expect(mailsTo(email).filter(withSubject('Receipt'))).toHaveLength(2);
    expect(mailsTo(email).filter(withSubject('Your Test agreement'))).toHaveLength(2);
    expect(mailsTo(email).filter(withSubject('Confirm your e-mail'))).toHaveLength(1);
    const ids = sink.accepted.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);
});
