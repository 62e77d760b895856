import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { IncipitMatchFieldsFragment } from '../../graphql/generated/graphql.ts';
import { MatchedNotation } from '../../music/MatchedNotation.tsx';
import { notePositions } from '../../music/matchedNotes.ts';

export interface MelodyHitProps {
  match: IncipitMatchFieldsFragment;
  /** Opens the score in a new tab: from a form, so that nothing typed there is lost. */
  newTab?: boolean;
}

/** One matching incipit: its score linked, its shelfmark and composer, how much matched, the notation with the matched notes. */
export function MelodyHit({ match, newTab = false }: MelodyHitProps) {
  const { t } = useTranslation();
  const percent = Math.round(match.similarity * 100);
  const target = newTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, flex: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={match.path} {...target} data-testid="melody-hit-link">
            {match.score_title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="melody-hit-similarity">
          {t('melody.similarity', { percent })}
        </Typography>
      </Box>
      {(match.shelfmark || match.composer) && (
        // The shelfmark tells two copies of one title apart.
        <Typography variant="body2" color="text.secondary">
          {match.shelfmark && <span data-testid="melody-hit-shelfmark">{match.shelfmark}</span>}
          {match.shelfmark && match.composer && ' · '}
          {match.composer && <span data-testid="melody-hit-composer">{match.composer}</span>}
        </Typography>
      )}
      <MatchedNotation incipit={match.incipit} matched={match.matched_notes} />
      {match.matched_notes.length > 0 && (
        <Typography variant="caption" color="text.secondary" data-testid="melody-hit-notes">
          {t('melody.matched_notes', { positions: notePositions(match.matched_notes) })}
        </Typography>
      )}
    </Stack>
  );
}
