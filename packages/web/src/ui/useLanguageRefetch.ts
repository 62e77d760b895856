import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Reads an answer again when the interface's language changes, for answers whose words the server says
 * (labels, yes and no): they follow the switch rather than stay in the language they were asked in. A
 * switch while the answer is on its way (the saved language applied on start) waits for it: a read asked
 * again in flight would be answered by the one already under way.
 */
export function useLanguageRefetch(refetch: () => unknown, loading: boolean) {
  const { i18n } = useTranslation();
  const asked = useRef(i18n.language);
  useEffect(() => {
    if (loading || asked.current === i18n.language) return;
    asked.current = i18n.language;
    void refetch();
  }, [i18n.language, refetch, loading]);
}
