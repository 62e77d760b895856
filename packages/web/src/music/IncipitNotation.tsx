import { type IncipitMusic, verovioInput } from '@fontes/domain';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type NotationState, useIncipitRendering } from './useIncipitRendering.ts';

export interface IncipitNotationProps {
  incipit: IncipitMusic & { is_text_incipit?: boolean | null; text?: string | null };
}

/** An incipit as notation drawn by Verovio; a text incipit as its text. */
export function IncipitNotation({ incipit }: IncipitNotationProps) {
  const { t } = useTranslation();
  const input = incipit.is_text_incipit ? null : verovioInput(incipit);
  if (incipit.is_text_incipit && incipit.text) {
    return (
      <Typography sx={{ fontStyle: 'italic', whiteSpace: 'pre-line' }} data-testid="text-incipit">
        {incipit.text}
      </Typography>
    );
  }
  if (!input) return <Typography color="text.disabled">{t('record.empty_value')}</Typography>;
  return <MusicNotation input={input} code={incipit.pae ?? ''} />;
}

function MusicNotation({ input, code }: { input: string | null; code: string }) {
  return <Notation state={useIncipitRendering(input)} code={code} />;
}

/** The drawing, or what stands in for it while Verovio loads or when it cannot draw. */
export function Notation({ state, code }: { state: NotationState; code: string }) {
  const { t } = useTranslation();
  if (state.status === 'empty') return null;
  if (state.status === 'failed') {
    return (
      <Typography color="error" variant="body2" role="status" data-testid="notation-failed">
        {t(state.reason === 'load' ? 'Pae.load_failed' : 'Pae.failed')}{' '}
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {code}
        </Box>
      </Typography>
    );
  }
  const rendering = state.status === 'ready' ? state.rendering : state.previous;
  if (!rendering) {
    return (
      <Stack direction="row" role="status" sx={{ alignItems: 'center', gap: 1, minHeight: 48 }}>
        <CircularProgress size={16} />
        <Typography variant="body2" color="text.secondary">
          {t('Pae.loading')}
        </Typography>
      </Stack>
    );
  }
  if (!rendering.svg) return null;
  return (
    <Box
      role="img"
      aria-label={t('Pae.notation', { code })}
      data-testid="incipit-notation"
      aria-busy={state.status === 'loading'}
      sx={{ overflowX: 'auto', maxWidth: '100%', '& svg': { display: 'block', height: 'auto' } }}
      // Verovio's own SVG: drawn from the code, with no text of the record inside.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the notation is Verovio's SVG output
      dangerouslySetInnerHTML={{ __html: rendering.svg }}
    />
  );
}
