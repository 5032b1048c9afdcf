import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SinkMail = { to: string[]; subject: string; text: string; messageId: string };

/**
 * A local SMTP server that keeps what it accepts. While `stall` is on it reads a message and never
 * answers it: the sender's delivery hangs as it would on a stuck mail server, and nothing counts as
 * delivered.
 */
export async function startSmtpSink() {
  const accepted: SinkMail[] = [];
  let stalled = 0;
  const sink = {
    stall: false,
    accepted,
    /** Messages whose DATA arrived while stalled. */
    stalledCount: () => stalled,
    port: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', async () => {
        if (sink.stall) {
          stalled += 1;
          return;
        }
        const parsed = await simpleParser(raw);
        accepted.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          messageId: parsed.messageId ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  return sink;
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
