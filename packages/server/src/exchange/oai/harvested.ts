/** The record types a harvester receives: scores, with the people and publications they name. */
export const harvestedTypes = ['score', 'person', 'publication'] as const;
export type HarvestedType = (typeof harvestedTypes)[number];

export const isHarvestedType = (type: string): type is HarvestedType =>
  (harvestedTypes as readonly string[]).includes(type);
