import type { Translate } from '../i18n.ts';
import type { Mail } from './mailer.ts';

interface Recipient {
  name: string;
  email: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One layout for every account mail: greeting, text, the link as a button and as text, closing lines. */
function accountMail(
  t: Translate,
  site: string,
  to: Recipient,
  kind: 'verify' | 'reset',
  link: string,
  params: Record<string, unknown>,
): Mail {
  const greeting = t('Mail.greeting', { name: to.name });
  const body = t(`Mail.${kind}_body`);
  const expiry = t(`Mail.${kind}_expiry`, params);
  const ignore = t(`Mail.${kind}_ignore`);
  const signature = t('Mail.signature', { site });
  const paragraphs = [expiry, ignore].map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return {
    to: to.email,
    subject: t(`Mail.${kind}_subject`, { site }),
    text: `${greeting}\n\n${body}\n\n${link}\n\n${expiry}\n${ignore}\n\n${signature}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t(`Mail.${kind}_action`))}</a></p>` +
      `<p style="font-size:small">${escapeHtml(link)}</p>${paragraphs}<p>${escapeHtml(signature)}</p>`,
    links: [link],
  };
}

export const verificationMail = (t: Translate, site: string, to: Recipient, link: string, hours: number) =>
  accountMail(t, site, to, 'verify', link, { hours });

export const passwordResetMail = (t: Translate, site: string, to: Recipient, link: string, minutes: number) =>
  accountMail(t, site, to, 'reset', link, { minutes });
