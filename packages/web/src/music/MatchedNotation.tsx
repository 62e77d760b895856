import { type IncipitMusic, verovioInput } from '@fontes/domain';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Notation } from './IncipitNotation.tsx';
import { markMatchedNotes, matchedNoteClass } from './matchedNotes.ts';
import { type NotationState, useIncipitRendering } from './useIncipitRendering.ts';

export interface MatchedNotationProps {
  incipit: IncipitMusic;
  /** The notes the query matched, counted as `markMatchedNotes` does. */
  matched: readonly number[];
}

/** A hit's incipit drawn by Verovio, its matched notes in the theme's colour. */
export function MatchedNotation({ incipit, matched }: MatchedNotationProps) {
  const state = useIncipitRendering(verovioInput(incipit));
  const marked = useMemo(() => markedState(state, matched), [state, matched]);
  return (
    <Box
      sx={{
        [`& g.${matchedNoteClass}`]: { fill: (theme) => theme.palette.primary.main, color: 'primary.main' },
      }}
    >
      <Notation state={marked} code={incipit.pae ?? ''} />
    </Box>
  );
}

function markedState(state: NotationState, matched: readonly number[]): NotationState {
  if (state.status !== 'ready' || !state.rendering.svg) return state;
  return {
    status: 'ready',
    rendering: { ...state.rendering, svg: markMatchedNotes(state.rendering.svg, matched) },
  };
}
