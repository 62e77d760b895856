import type { Resolvers } from '../../graphql/generated/resolvers.ts';

type DigitalCopyRow = { catalog_id?: number | null; score_id?: number | null };

/** The table says which record a digital copy shows by two columns; the spec by type and id. */
export const digitalCopyFields: Resolvers = {
  DigitalCopy: {
    digitizable_type: (copy) =>
      copy.digitizable_type ?? ((copy as DigitalCopyRow).catalog_id != null ? 'catalog' : 'score'),
    digitizable_id: (copy) => {
      const row = copy as DigitalCopyRow;
      return copy.digitizable_id ?? ((row.catalog_id ?? row.score_id) as number);
    },
  },
};
