import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hyphenatedPieces } from '../forms/hyphenated.ts';
import { useScreenTitle } from '../ui/screenTitle.ts';

export interface RecordHeaderProps {
  typeLabelKey: string;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** A smaller title, leaving the height to the work (a page's entries beside its scan). */
  compact?: boolean;
}

export function RecordHeader({ typeLabelKey, title, subtitle, actions, compact }: RecordHeaderProps) {
  const { t } = useTranslation();
  useScreenTitle(title);
  return (
    <Box component="header" sx={{ mb: compact ? 2 : 3 }}>
      <Typography variant="overline" color="primary" component="p" sx={{ lineHeight: 2 }}>
        {t(typeLabelKey)}
      </Typography>
      <Typography
        variant={compact ? 'h5' : 'h4'}
        component="h1"
        id="record-title"
        data-testid="record-title"
        sx={{ overflowWrap: 'anywhere' }}
      >
        <KeptWhole text={title} />
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" data-testid="record-subtitle" sx={{ mt: 0.5 }}>
          <KeptWhole text={subtitle} />
        </Typography>
      )}
      {actions && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2.5 }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
}

/** The text with its short hyphenated words ("F-Dur") on one line each; the text itself unchanged. */
function KeptWhole({ text }: { text: string }) {
  return hyphenatedPieces(text).map((piece, i) =>
    i % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in a fixed order
      <Box component="span" key={i} sx={{ whiteSpace: 'nowrap' }}>
        {piece}
      </Box>
    ) : (
      piece
    ),
  );
}
