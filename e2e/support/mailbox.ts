import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

// The mails the server sent during the run: the global setup's SMTP server writes each as a file.

/** /work/main/test-results/mailbox, wherever the runner was started. */
export const mailboxDir = fileURLToPath(new URL('../../test-results/mailbox/', import.meta.url));

/** The port of the run's SMTP server; the web server's SMTP_URL points there. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

/** The header the mailbox puts first into each file: the envelope's recipients. */
export const recipientsHeader = 'X-Envelope-To';

export interface ReceivedMail {
  file: string;
  /** When the mail arrived (ms since the epoch), from the file name. */
  receivedAt: number;
  to: string[];
  subject: string;
  /** The message with quoted-printable soft breaks, escapes and encoded words undone. */
  body: string;
}

const unescapeHex = (s: string) =>
  s.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Undoes quoted-printable bodies and encoded-word headers (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
export function decodeMail(raw: Buffer): string {
  const text = raw.toString('latin1').replace(/\?=\r?\n\s*=\?UTF-8\?[QB]\?/gi, '');
  const headersDone = text.replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('latin1')
      : unescapeHex(data.replace(/_/g, ' ')),
  );
  return Buffer.from(unescapeHex(headersDone.replace(/=\r?\n/g, '')), 'latin1').toString('utf8');
}

/** Every mail received so far, oldest first. */
export async function receivedMails(): Promise<ReceivedMail[]> {
  const files = (await readdir(mailboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(
    files.sort().map(async (file) => {
      const body = decodeMail(await readFile(`${mailboxDir}${file}`));
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(body)?.[1]?.trim() ?? '';
      return {
        file,
        receivedAt: Number(file.split('-')[0]),
        to: header(recipientsHeader)
          .split(',')
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
        subject: header('Subject'),
        body,
      };
    }),
  );
  return mails;
}

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  return (await receivedMails()).filter((mail) => mail.to.includes(address.toLowerCase()));
}

export interface MailFilter {
  /** Only mails that arrived at or after this time (ms since the epoch), e.g. `Date.now()` before the action. */
  since?: number;
  /** Only mails whose text contains this, e.g. the path of the link they carry. */
  containing?: string;
}

/** The newest mail to `address` (matching `filter`), waiting for it to arrive. */
export async function latestMailTo(address: string, filter: MailFilter = {}): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address))
          .filter((mail) => mail.receivedAt >= (filter.since ?? 0))
          .filter((mail) => !filter.containing || mail.body.includes(filter.containing))
          .at(-1);
        return !!found;
      },
      { message: `a mail to ${address}`, timeout: 15_000, intervals: [100, 200, 300] },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link in the mail whose path starts with `path` (e.g. `/auth/verify/`). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return match[0];
}
