import type { TFunction } from 'i18next';

/** What every picker says (clear, open, close, searching, nothing found), once for all of them. */
export function pickerTexts(t: TFunction, searched: boolean) {
  return {
    clearText: t('record.reference_clear'),
    openText: t('record.reference_open'),
    closeText: t('record.reference_close'),
    loadingText: t('record.reference_searching'),
    noOptionsText: t(searched ? 'record.reference_none' : 'record.reference_type'),
  };
}
