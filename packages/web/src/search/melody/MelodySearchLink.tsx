import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { melodySearchBase } from './melodyAddress.ts';

/** The way from the search screen to the melodic search (its label is among the shell's strings). */
export function MelodySearchLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={melodySearchBase}
      variant="outlined"
      startIcon={<MusicNoteIcon />}
      data-testid="melody-search-link"
    >
      {t('shell.melody_search')}
    </Button>
  );
}
