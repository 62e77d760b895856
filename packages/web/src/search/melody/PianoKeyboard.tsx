import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import {
  Box,
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appendKey,
  currentDuration,
  isBlackKey,
  type KeyboardDuration,
  keyboardDurations,
  keyName,
  type PianoKey,
  removeLastNote,
} from './paeKeys.ts';

export interface PianoKeyboardProps {
  pae: string;
  keySignature: string | null;
  onChange(pae: string): void;
}

const octaves = 2;
const lowest = 1;
const highest = 7 - octaves;
const whiteWidth = 34;

/**
 * The computer keys that play, by their place on the keyboard (`KeyboardEvent.code`, the same on a German
 * and an English layout): the middle letter row the white keys, the row above the black ones, as
 * music programs do; from C to the next octave's E.
 */
const playingCodes = [
  'KeyA',
  'KeyW',
  'KeyS',
  'KeyE',
  'KeyD',
  'KeyF',
  'KeyT',
  'KeyG',
  'KeyY',
  'KeyH',
  'KeyU',
  'KeyJ',
  'KeyK',
  'KeyO',
  'KeyL',
  'KeyP',
  'Semicolon',
];

/** Two octaves of piano keys that write what is played into the Plaine & Easie code, with octave shift and undo. */
export function PianoKeyboard({ pae, keySignature, onChange }: PianoKeyboardProps) {
  const { t } = useTranslation();
  const [base, setBase] = useState(4);
  // The duration the code ends in, when it is one of the keyboard's: what was played goes on as it was.
  const [duration, setDuration] = useState<KeyboardDuration>(() => {
    const last = currentDuration(pae);
    return keyboardDurations.find((value) => value === last) ?? '4';
  });
  const [played, setPlayed] = useState<string | null>(null);
  const helpId = useId();
  // The key played lights up for a moment, also when it was played from the computer's keyboard.
  useEffect(() => {
    if (!played) return;
    const timer = setTimeout(() => setPlayed(null), 250);
    return () => clearTimeout(timer);
  }, [played]);
  const keys: PianoKey[] = Array.from({ length: 12 * octaves + 1 }, (_, index) => ({
    semitone: index % 12,
    octave: base + Math.floor(index / 12),
  }));
  const label = (key: PianoKey) => `${keyName(key.semitone, keySignature)}${key.octave}`;

  function play(key: PianoKey) {
    onChange(appendKey(pae, key, keySignature, duration));
    setPlayed(label(key));
  }

  function keyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const index = playingCodes.indexOf(event.code);
    const handled = () => event.preventDefault();
    if (index >= 0) {
      handled();
      play({ semitone: index % 12, octave: base + Math.floor(index / 12) });
    } else if (event.key === 'Backspace') {
      handled();
      onChange(removeLastNote(pae));
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      handled();
      setBase((octave) => Math.min(highest, Math.max(lowest, octave + (event.key === 'ArrowUp' ? 1 : -1))));
    }
  }

  const whites = keys.filter((key) => !isBlackKey(key.semitone));
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Tooltip title={t('melody.octave_down')}>
          <span>
            <IconButton
              aria-label={t('melody.octave_down')}
              disabled={base <= lowest}
              onClick={() => setBase(base - 1)}
              data-testid="octave-down"
            >
              <KeyboardArrowDownIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" sx={{ minWidth: 64, textAlign: 'center' }} aria-live="polite">
          {t('melody.octaves', { from: `C${base}`, to: `C${base + octaves}` })}
        </Typography>
        <Tooltip title={t('melody.octave_up')}>
          <span>
            <IconButton
              aria-label={t('melody.octave_up')}
              disabled={base >= highest}
              onClick={() => setBase(base + 1)}
              data-testid="octave-up"
            >
              <KeyboardArrowUpIcon />
            </IconButton>
          </span>
        </Tooltip>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={duration}
          onChange={(_, value: KeyboardDuration | null) => value && setDuration(value)}
          aria-label={t('melody.duration')}
        >
          {keyboardDurations.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              // The name begins with what the button shows (WCAG 2.5.3), and says it in words.
              aria-label={`${t(`melody.durations_short.${value}`)} (${t(`melody.durations.${value}`)})`}
              title={t(`melody.durations.${value}`)}
              sx={{ px: 1.25 }}
            >
              {t(`melody.durations_short.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          size="small"
          startIcon={<BackspaceOutlinedIcon />}
          disabled={!pae}
          onClick={() => onChange(removeLastNote(pae))}
          data-testid="keyboard-undo"
        >
          {t('melody.undo')}
        </Button>
      </Stack>
      <Box
        role="group"
        tabIndex={0}
        aria-label={t('melody.keyboard')}
        aria-describedby={helpId}
        onKeyDown={keyDown}
        data-testid="piano-keyboard"
        sx={{
          position: 'relative',
          width: whites.length * whiteWidth + 2,
          maxWidth: '100%',
          height: 128,
          overflowX: 'auto',
          borderRadius: 1,
          outlineOffset: 2,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {keys.map((key) => {
          const black = isBlackKey(key.semitone);
          const whitesBefore = whites.filter(
            (white) => white.octave * 12 + white.semitone < key.octave * 12 + key.semitone,
          ).length;
          const name = label(key);
          return (
            <Box
              key={name}
              component="button"
              type="button"
              tabIndex={-1}
              aria-label={name}
              title={name}
              onClick={() => play(key)}
              data-testid={`piano-key-${key.semitone}-${key.octave}`}
              sx={(theme) => ({
                position: 'absolute',
                top: 0,
                left: black ? whitesBefore * whiteWidth - 11 : whitesBefore * whiteWidth,
                width: black ? 22 : whiteWidth,
                height: black ? 78 : 126,
                zIndex: black ? 1 : 0,
                p: 0,
                pb: 0.5,
                display: 'flex',
                alignItems: 'flex-end',
                justifyContent: 'center',
                cursor: 'pointer',
                font: 'inherit',
                fontSize: 11,
                border: `1px solid ${theme.palette.text.secondary}`,
                borderRadius: '0 0 4px 4px',
                color: black ? theme.palette.common.white : theme.palette.text.secondary,
                bgcolor: played === name ? 'primary.light' : black ? 'text.primary' : 'background.paper',
                transition: 'background-color 0.2s',
                '&:hover': { bgcolor: black ? 'grey.700' : 'action.hover' },
                '&:active': { bgcolor: 'primary.main' },
              })}
            >
              {key.semitone === 0 && !black ? name : null}
            </Box>
          );
        })}
      </Box>
      <Typography id={helpId} variant="caption" color="text.secondary">
        {t('melody.keyboard_help')}
      </Typography>
    </Stack>
  );
}
