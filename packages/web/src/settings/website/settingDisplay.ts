import { settingDefaults } from '@fontes/domain';

export interface SettingText {
  key: string;
  value: string | null;
  label: string;
  description: string;
}

/** Whether a setting matches the search: its key, value, label or description contain every word. */
export function settingMatches(setting: SettingText, search: string): boolean {
  const haystack = [setting.key, setting.value ?? '', setting.label, setting.description]
    .join('\n')
    .toLocaleLowerCase();
  return search
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const hexColor = /^#(?:([0-9a-f]{3})|([0-9a-f]{6}))$/i;

/**
 * The value for `<input type="color">`, which only takes #rrggbb: a three-digit colour is written out,
 * anything that is no colour yet (while typing) shows `fallback`.
 */
export function colorInputValue(value: string, fallback = settingDefaults.theme_color): string {
  const match = hexColor.exec(value.trim());
  if (!match) return fallback;
  const digits = match[1] ? [...match[1]].map((digit) => digit + digit).join('') : (match[2] as string);
  return `#${digits.toLowerCase()}`;
}
