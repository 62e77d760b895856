import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing may pause before the search runs. */
const debounceMs = 300;

export interface SearchParamFieldProps {
  label: string;
  testId: string;
}

/**
 * A search box whose text goes into the address as `?q=` once typing pauses (or on Enter), so that a
 * search can be shared; the screen reads its search from there.
 */
export function SearchParamField({ label, testId }: SearchParamFieldProps) {
  const [params, setParams] = useSearchParams();
  const committed = params.get('q') ?? '';
  const [text, setText] = useState(committed);

  // Back and forward change the address; the box follows.
  useEffect(() => setText(committed), [committed]);

  function commit(value: string) {
    // The address as it is now: a navigation made since this render (a folder opened while typing) may
    // not have rendered yet, and the search must not take the user back to where it was typed.
    const next = new URLSearchParams(window.location.search);
    if (value.trim()) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the timer
  useEffect(() => {
    if (text.trim() === committed.trim()) return;
    const timer = setTimeout(() => commit(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
      }}
      sx={{ mb: 3 }}
    >
      <TextField
        type="search"
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        slotProps={{
          htmlInput: { 'data-testid': testId, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
