import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone: enough to read text and links. */
  body: string;
  subject: string;
}

export interface Mailbox {
  url: string;
  mails: ReceivedMail[];
  /** The newest mail to `address`, waiting briefly for it to arrive. */
  latestTo(address: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const bytes = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');
const unescapeHex = (s: string) =>
  s.replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Undoes quoted-printable bodies and encoded-word headers (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decode(raw: Buffer): string {
  const text = raw.toString('latin1').replace(/\?=\r?\n\s*=\?UTF-8\?[QB]\?/gi, '');
  const headersDone = text.replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('latin1')
      : unescapeHex(data.replace(/_/g, ' ')),
  );
  return bytes(unescapeHex(headersDone.replace(/=\r?\n/g, '')));
}

/** A real SMTP server in this process: the application's mails travel over SMTP to it. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const body = decode(Buffer.concat(chunks));
        const subject = /^Subject: (.*)$/m.exec(body)?.[1] ?? '';
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body, subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    async latestTo(address) {
      for (let i = 0; i < 100; i++) {
        const mail = mails.findLast((m) => m.to.includes(address));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in mail`);
  return match[0];
}
