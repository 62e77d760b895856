import { useTranslation } from 'react-i18next';

/** Field errors hold i18n keys (zod's messages, known server keys) or, failing that, the server's own text. */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined, values?: Record<string, unknown>): string | undefined => {
    if (!message) return undefined;
    return i18n.exists(message) ? t(message, values) : message;
  };
}
