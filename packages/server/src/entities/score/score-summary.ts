import { attributionsWith } from '../../db/record-shapes.ts';

/** A score as shown where others point at it (an entry's score, a composite's scores, §7 getEntry). */
export const scoreSummaryWith = {
  with: { attributions: attributionsWith, digital_copies: true as const },
};
