import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language, languages } from '../i18n/i18n.ts';
import { useChangeLanguage } from '../session/useChangeLanguage.ts';

/** DE | EN, always visible in the shell; a signed-in user's choice is saved. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={currentLanguage()}
      onChange={(_, language: Language | null) => language && changeLanguage(language)}
      aria-label={t('shell.language')}
      data-testid="language-switch"
    >
      {languages.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          // The name starts with the visible text (WCAG 2.5.3), so that "click DE" works by voice too.
          aria-label={`${language.toUpperCase()} – ${t(`shell.languages.${language}`)}`}
          data-testid={`language-${language}`}
          sx={{ px: 1.25, py: 0.25, fontWeight: 600 }}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
