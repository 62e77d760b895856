import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries: shown in a terminal when there is no mail server. */
  links: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set; otherwise every mail is written to `mailDir` as an .eml file and its
 * links are shown in the terminal, so that verification and reset work on a laptop without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(options.mailDir, { recursive: true });
      const file = join(
        options.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // A link is a secret, and logs travel further than the data folder: the log names the file;
      // a terminal (a laptop, not a service) sees the links too.
      options.log.info({ file }, `mail to ${mail.to} written (no SMTP_URL set)`);
      if (process.stdout.isTTY) console.log(`Links in the mail to ${mail.to}: ${mail.links.join(' ')}`);
    },
  };
}
