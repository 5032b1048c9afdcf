import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, GOOD_PASSWORD } from '../../../tests/customers';
import { createTestApp, type TestApp } from '../../../tests/test-app';

type Received = { from: string; to: string[]; raw: string };

let smtp: SMTPServer;
const received: Received[] = [];
let smtpPort = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('mail through a real SMTP server', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Legal Co <hello@legal.example>',
      PUBLIC_URL: 'https://legal.example',
    });
  });
  afterAll(() => testApp.close());

  it('sends the activation mail with HTML and text parts in the customer language, links from PUBLIC_URL', async () => {
    const { body } = await call(testApp, 'POST', '/customer/register', {
      data: { email: 'marie@example.fr', password: GOOD_PASSWORD, language: 'fr' },
    });
    expect(body.success).toBe(true);
    // The mail goes out from the outbox after the reply.
    await testApp.app.outbox.drained();
    const message = received.find((entry) => entry.to.includes('marie@example.fr'));
    expect(message?.from).toBe('hello@legal.example');
    const parsed = await simpleParser(message?.raw ?? '');
    expect(parsed.subject).toBeTruthy();
    expect(parsed.subject).not.toBe('Confirm your e-mail address for Clausewright');
    expect(parsed.text).toMatch(/https:\/\/legal\.example\/profile\/activate-account\/[0-9a-f]{64}/);
    expect(parsed.html).toContain('href="https://legal.example/profile/activate-account/');
    expect(parsed.html).toContain('lang="fr"');
  });

  it('offers no development mailbox when mail goes out by SMTP', async () => {
    const { status } = await call(testApp, 'GET', '/dev/mailbox');
    expect(status).toBe(404);
  });
});

describe('development mailbox (mails written as files)', () => {
  it('lists the written mails and shows one', async () => {
    const testApp = await createTestApp();
    try {
      await call(testApp, 'POST', '/customer/register', {
        data: { email: 'ann@example.com', password: GOOD_PASSWORD },
      });
      await testApp.app.outbox.drained();
      const list = await call<{ folder: string; messages: { id: string; to: string; subject: string }[] }>(
        testApp,
        'GET',
        '/dev/mailbox',
      );
      expect(list.body.data?.folder).toContain('mail');
      const entry = list.body.data?.messages.find((message) => message.to === 'ann@example.com');
      expect(entry?.subject).toBe('Confirm your e-mail address for Clausewright');
      const shown = await call<{ text: string; html: string }>(testApp, 'GET', `/dev/mailbox/${entry?.id}`);
      expect(shown.body.data?.text).toContain('/profile/activate-account/');
      expect((await call(testApp, 'GET', '/dev/mailbox/..%2F..%2Fetc%2Fpasswd')).status).toBe(200);
      expect((await call(testApp, 'GET', '/dev/mailbox/..%2F..%2Fetc%2Fpasswd')).body.success).toBe(false);
    } finally {
      await testApp.close();
    }
  });

  it('does not exist in production', async () => {
    const testApp = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await call(testApp, 'GET', '/dev/mailbox')).status).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
