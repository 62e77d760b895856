import type { Translate } from '../../i18n.ts';
import { datestampText, type OaiError, type OaiRequest } from './arguments.ts';
import { element, type Markup, XML_DECLARATION } from './xml.ts';

const OAI_PMH = 'http://www.openarchives.org/OAI/2.0/';

/**
 * The whole response: its date, the request as understood, then the verb's element or the errors. After
 * badVerb or badArgument the request element holds the base URL alone, as the protocol asks.
 */
export function responseDocument(
  baseUrl: string,
  request: OaiRequest | null,
  answer: { body: Markup } | { errors: OaiError[] },
  t: Translate,
): string {
  const understood =
    'errors' in answer && answer.errors.some((e) => e.code === 'badVerb' || e.code === 'badArgument')
      ? null
      : request;
  const body =
    'errors' in answer
      ? answer.errors.map((error) => element('error', { code: error.code }, t(error.key, error.values ?? {})))
      : [answer.body];
  return (
    XML_DECLARATION +
    element(
      'OAI-PMH',
      {
        xmlns: OAI_PMH,
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:schemaLocation': `${OAI_PMH} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`,
      },
      element('responseDate', null, datestampText(new Date())),
      element('request', understood ? { verb: understood.verb, ...understood.arguments } : null, baseUrl),
      ...body,
    ).markup
  );
}
