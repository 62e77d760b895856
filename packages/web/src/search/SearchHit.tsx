import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Highlighted } from './Highlighted.tsx';
import { LazyIncipit } from './LazyIncipit.tsx';
import type { SearchHitData } from './useSearch.ts';

/** One hit, laid out for its type: what a researcher needs to judge it without opening it. */
export function SearchHit({ hit }: { hit: SearchHitData }) {
  const { t } = useTranslation();
  const mark = (text: string | null | undefined) => text && <Highlighted text={text} words={hit.matched} />;
  return (
    <Box
      data-testid="search-hit"
      data-type={hit.type}
      sx={{ display: 'flex', gap: 2, px: 2.5, py: 1.75, alignItems: 'flex-start' }}
    >
      {hit.digital_copy?.thumbnail && (
        <Box
          component="img"
          src={hit.digital_copy.thumbnail}
          alt=""
          loading="lazy"
          data-testid="search-thumbnail"
          sx={{
            width: 72,
            height: 72,
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'action.hover',
            flexShrink: 0,
          }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* The link holds what names the record, so that its name is the hit's name for screen readers. */}
        <Link
          component={RouterLink}
          to={hit.path}
          underline="none"
          data-testid="search-result"
          sx={{
            display: 'block',
            color: 'text.primary',
            '&:hover .hit-title, &:focus-visible .hit-title': { textDecoration: 'underline' },
          }}
        >
          <Stack direction="row" component="span" sx={{ gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
            {hit.score?.shelfmark && (
              <Box
                component="span"
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                data-testid="hit-shelfmark"
              >
                {mark(hit.score.shelfmark)}
              </Box>
            )}
            <Box
              component="span"
              className="hit-title"
              sx={{ color: 'primary.main', fontWeight: 500, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
            >
              {mark(hit.score?.short_title || hit.title)}
            </Box>
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ ml: 'auto', textTransform: 'uppercase', letterSpacing: '0.06em' }}
            >
              {t(`recordTypes.${hit.type}`)}
            </Typography>
          </Stack>
          {hit.subtitle && hit.subtitle !== hit.score?.shelfmark && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {mark(hit.subtitle)}
            </Typography>
          )}
        </Link>
        <HitDetails hit={hit} />
      </Box>
    </Box>
  );
}

function HitDetails({ hit }: { hit: SearchHitData }) {
  const { t } = useTranslation();
  if (hit.score) {
    const { composer, genre, key, scoring, incipit } = hit.score;
    return (
      <>
        <Facts
          facts={[
            [t('search.hit.composer'), composer],
            [t('search.hit.genre'), genre],
            [t('search.hit.key'), key],
            [t('search.hit.scoring'), scoring],
          ]}
        />
        {incipit && (
          <Box sx={{ mt: 1 }} data-testid="hit-incipit">
            <LazyIncipit incipit={incipit} />
          </Box>
        )}
      </>
    );
  }
  if (hit.person) {
    return (
      <Facts
        facts={[[t('search.hit.dates'), hit.person.dates]]}
        extra={hit.person.cleric && <Chip size="small" label={t('search.hit.cleric')} />}
      />
    );
  }
  if (hit.entry) {
    const linked = hit.entry.score_id !== null && hit.entry.score_id !== undefined;
    return (
      <Facts
        facts={[
          [t('search.hit.catalog'), hit.entry.catalog],
          [t('search.hit.page'), hit.entry.page],
        ]}
        extra={
          <Chip
            size="small"
            variant="outlined"
            color={linked ? 'success' : 'default'}
            label={t(linked ? 'search.hit.linked' : 'search.hit.unlinked')}
            data-testid="hit-linked"
          />
        }
      />
    );
  }
  return null;
}

/** Label–value pairs in one wrapping line; empty values are left out. */
function Facts({ facts, extra }: { facts: [string, string | null | undefined][]; extra?: ReactNode }) {
  const shown = facts.filter(([, value]) => value);
  if (!shown.length && !extra) return null;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, mt: 0.5, alignItems: 'center' }}
    >
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.25, m: 0 }}>
        {shown.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 0.75 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {extra}
    </Box>
  );
}
