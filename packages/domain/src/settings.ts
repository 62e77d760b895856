import { z } from 'zod';

/** The website settings and the rule each value must follow (spec §3 Setting). */
export const settingKeys = ['site_title', 'theme_color'] as const;
export type SettingKey = (typeof settingKeys)[number];

export const settingDefaults: Record<SettingKey, string> = {
  site_title: 'Fontes',
  theme_color: '#6d4c2f',
};

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const settingValueSchemas: Record<SettingKey, z.ZodType<string>> = {
  site_title: z
    .string({ error: 'Setting.error_site_title_empty' })
    .trim()
    .min(1, { error: 'Setting.error_site_title_empty' })
    .max(120, { error: 'Setting.error_site_title_empty' }),
  theme_color: z
    .string({ error: 'Setting.error_theme_color_invalid' })
    .trim()
    .regex(hexColor, { error: 'Setting.error_theme_color_invalid' })
    .transform((v) => v.toLowerCase()),
};

export function isSettingKey(key: string): key is SettingKey {
  return (settingKeys as readonly string[]).includes(key);
}
