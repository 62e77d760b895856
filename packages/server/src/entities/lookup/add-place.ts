import { placeSchema, validate } from '@fontes/domain';
import { sql } from 'drizzle-orm';
import { places } from '../../db/schema.ts';
import { refusalFor } from '../../graphql/authorize.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { nothingSaid, refused, say, translateErrors, type UpsertResult } from '../../graphql/results.ts';

/**
 * A place added from the attribution's place picker. A name already known (case and spacing ignored)
 * answers that place, so that a picker's "add" never makes a second Wien.
 */
export async function addPlace(ctx: GraphQLContext, name: string): Promise<UpsertResult> {
  const refusal = refusalFor(ctx, 'contributor');
  if (refusal) return refused(refusal);
  const checked = validate(placeSchema, { name: name.replace(/\s+/g, ' ') });
  if (!checked.ok)
    return refused(say(ctx.t, 'Server.error_validation'), translateErrors(ctx.t, checked.errors));
  await ctx.db.insert(places).values({ name: checked.data.name }).onConflictDoNothing();
  const [place] = await ctx.db
    .select({ id: places.id })
    .from(places)
    .where(sql`lower(${places.name}) = lower(${checked.data.name})`);
  return { success: true, ...nothingSaid, id: place.id, errors: [], warnings: [] };
}
