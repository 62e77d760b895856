import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The theme with the texts MUI's components say by default in English (an alert's close button, the
 * pager's buttons, collapsed breadcrumbs) in the interface language, for every use at once: screen readers
 * read them out. The pickers' texts are `pickerTexts`.
 */
export function useTranslatedTheme(theme: Theme): Theme {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  return useMemo(
    () => ({
      ...theme,
      components: {
        ...theme.components,
        MuiAlert: { defaultProps: { closeText: t('common.close') } },
        MuiBreadcrumbs: { defaultProps: { expandText: t('common.show_path') } },
        MuiTablePagination: {
          defaultProps: { getItemAriaLabel: (type) => t(`common.page_${type}`) },
        },
      },
    }),
    [theme, t, i18n.language],
  );
}
