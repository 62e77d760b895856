import type { TFunction } from 'i18next';

/**
 * A message shown on a screen or carried to the next one in the navigation state: "Saved.", "Deleted.",
 * "Logged out.", or any answer of the server.
 */
export interface Flash {
  severity: 'success' | 'info' | 'warning' | 'error';
  /** The words as they were said (often the server's, in the language of that moment). */
  text: string;
  /** The i18n key of the same message, where there is one: shown instead, it follows a language switch. */
  messageKey?: string;
  /** The values the key is translated with. */
  messageParams?: Record<string, string>;
}

/** The words of a message without how it is shown. */
export type MessageLine = Pick<Flash, 'text' | 'messageKey' | 'messageParams'>;

/** What the server answers with a message: its words, and their key and values (schema: `message_key`). */
export interface ServerMessage {
  message?: string | null;
  message_key?: string | null;
  message_params?: readonly { name: string; value: string }[] | null;
}

/** A server's answer as a Flash that follows language switches; `fallbackKey` where it said nothing. */
export function flashOf(
  severity: Flash['severity'],
  answer: ServerMessage | null | undefined,
  fallbackKey: string,
  t: TFunction,
): Flash {
  if (!answer?.message) return { severity, text: t(fallbackKey), messageKey: fallbackKey };
  if (!answer.message_key) return { severity, text: answer.message };
  const params = Object.fromEntries((answer.message_params ?? []).map(({ name, value }) => [name, value]));
  return { severity, text: answer.message, messageKey: answer.message_key, messageParams: params };
}

/** The words of a Flash in the current language: its key translated where it has one, else its text. */
export function flashText(t: TFunction, flash: MessageLine): string {
  return flash.messageKey
    ? t(flash.messageKey, { ...flash.messageParams, defaultValue: flash.text })
    : flash.text;
}

export function withFlash(flash: Flash): { flash: Flash } {
  return { flash };
}

export function flashFrom(state: unknown): Flash | null {
  if (!state || typeof state !== 'object' || !('flash' in state)) return null;
  const { flash } = state as { flash: unknown };
  if (!flash || typeof flash !== 'object') return null;
  const { severity, text, messageKey, messageParams } = flash as Partial<Flash>;
  const known =
    severity === 'success' || severity === 'info' || severity === 'warning' || severity === 'error';
  if (!known || typeof text !== 'string' || text === '') return null;
  if (typeof messageKey !== 'string' || messageKey === '') return { severity, text };
  return { severity, text, messageKey, ...(isParams(messageParams) ? { messageParams } : {}) };
}

function isParams(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value as object).every((entry) => typeof entry === 'string')
  );
}
