import { mkdir, rm, writeFile } from 'node:fs/promises';
import { SMTPServer } from 'smtp-server';
import { mailboxDir, recipientsHeader, smtpPort } from './mailbox.ts';

/**
 * Playwright's global setup: a real SMTP server in the runner's process, to which the application sends its
 * account mails (SMTP_URL). Each mail is written to test-results/mailbox/ with its envelope recipients as the
 * first header; the tests read them from there. The returned function is the global teardown.
 */
export default async function startSmtpMailbox(): Promise<() => Promise<void>> {
  await rm(mailboxDir, { recursive: true, force: true });
  await mkdir(mailboxDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
        const file = `${mailboxDir}${Date.now()}-${String(++received).padStart(4, '0')}.eml`;
        const raw = Buffer.concat([Buffer.from(`${recipientsHeader}: ${to}\r\n`), ...chunks]);
        writeFile(file, raw).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
