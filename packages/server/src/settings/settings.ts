import { isSettingKey, settingDefaults, settingKeys, settingValueSchemas, validate } from '@fontes/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { settings } from '../db/schema.ts';
import { refusalFor } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type MutationResult, say, translateErrors } from '../graphql/results.ts';

export interface SettingValue {
  key: string;
  value: string | null;
}

/** Every known setting with its value (the default until an administrator changes it). */
export async function listSettings(db: Executor, search?: string | null): Promise<SettingValue[]> {
  const stored = new Map((await db.select().from(settings)).map((row) => [row.key, row.value]));
  const needle = search?.trim().toLowerCase() ?? '';
  return settingKeys
    .map((key) => ({ key, value: stored.has(key) ? (stored.get(key) ?? null) : settingDefaults[key] }))
    .filter((s) => !needle || s.key.includes(needle) || (s.value ?? '').toLowerCase().includes(needle));
}

export async function readSetting(db: Executor, key: string): Promise<SettingValue | null> {
  if (!isSettingKey(key)) return null;
  return (await listSettings(db)).find((s) => s.key === key) ?? null;
}

export async function updateSetting(
  ctx: GraphQLContext,
  key: string,
  value: unknown,
): Promise<MutationResult> {
  const refusal = refusalFor(ctx, 'admin');
  if (refusal) return { success: false, ...refusal, errors: [] };
  if (!isSettingKey(key)) return { success: false, ...say(ctx.t, 'Setting.error_unknown'), errors: [] };
  const checked = validate(settingValueSchemas[key], value);
  if (!checked.ok) {
    const errors = translateErrors(ctx.t, checked.errors).map((e) => ({ ...e, path: 'value' }));
    return { success: false, ...say(ctx.t, checked.errors[0].key), errors };
  }
  await ctx.db
    .insert(settings)
    .values({ key, value: checked.data })
    .onConflictDoUpdate({ target: settings.key, set: { value: checked.data, updated_at: sql`now()` } });
  return { success: true, ...say(ctx.t, 'Setting.saved'), errors: [] };
}
