import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { listMailbox } from './mailbox';
import { createMailer } from './mailer';

const quietLog = { info: () => {}, error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
let dataDir = '';

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('createMailer without SMTP_URL', () => {
  it('writes each mail as .eml and a summary that readers never find half-written', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mailer-'));
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), quietLog);
    const mailboxDir = mailer.mailboxDir as string;
    const sending = Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        mailer.send({
          to: `user${index}@example.com`,
          subject: `Mail ${index}`,
          text: 'x'.repeat(200_000),
          html: `<p>${'x'.repeat(200_000)}</p>`,
        }),
      ),
    );
    // Lists (and parses) the folder while the mails are being written, as the development mailbox
    // and the load test do.
    let done = false;
    void sending.then(() => {
      done = true;
    });
    let listings = 0;
    while (!done) {
      expect(() => listMailbox(mailboxDir)).not.toThrow();
      listings++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sending;
    expect(listings).toBeGreaterThan(0);
    expect(listMailbox(mailboxDir)).toHaveLength(40);
    const files = await readdir(mailboxDir);
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(40);
    expect(files.filter((name) => name.endsWith('.part'))).toEqual([]);
    mailer.close();
  });
});

describe('createMailer with SMTP_URL', () => {
  it('fails the send with the mail server’s error, and the next send still gets an answer', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mailer-'));
    // Port 1 on this machine: nothing listens, so the connection is refused at once.
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1' }), quietLog);
    const message = { to: 'a@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED|connect/);
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED|connect/);
    expect(mailer.mailboxDir).toBeNull();
    mailer.close();
  });
});
