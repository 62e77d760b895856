import { Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldValueList } from '../forms/FieldValueList.tsx';
import { useRecordTab } from './RecordTabs.tsx';
import type { RecordScreenDefinition, SavedRecord } from './recordScreenDefinition.ts';
import { differingFields } from './versionDifferences.ts';

export interface OtherVersionPanelProps {
  definition: RecordScreenDefinition;
  /** The version saved elsewhere (another user, or another tab) after the one the form is based on. */
  other: SavedRecord;
  onTakeOver(other: SavedRecord): void;
  onKeepMine(other: SavedRecord): void;
}

/**
 * The newer version, read-only, under the user's own input: the fields of the tab the form shows, as
 * the view shows them, and the two ways on. Nothing typed is dropped but by "take over".
 */
export function OtherVersionPanel({ definition, other, onTakeOver, onKeepMine }: OtherVersionPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const values = definition.viewValues?.(other) ?? definition.fromRecord(other);
  const { tabs, active, tabOf, visibleFields } = useRecordTab(definition, values);
  // What differs from the input as it is now, and on which other tabs.
  const mine = useWatch();
  const differing = useMemo(
    () => differingFields(definition, mine, definition.fromRecord(other)),
    [definition, mine, other],
  );
  const otherTabs = tabs.filter(
    (tab) =>
      tab.key !== active && definition.fields.some((f) => differing.has(f.name) && tabOf(f) === tab.key),
  );
  const savedAt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(other.updated_at),
  );

  // Opened on request: it takes the focus, and scrolls into sight under a long form.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, borderColor: 'warning.main', borderWidth: 2 }}
      data-testid="other-version"
    >
      <Typography
        ref={heading}
        id={`${id}-title`}
        component="h2"
        variant="h6"
        tabIndex={-1}
        sx={{ outline: 'none', scrollMarginTop: 80 }}
      >
        {t('record.stale_other_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('record.stale_other_saved', { time: savedAt })} {t('record.stale_other_hint')}
      </Typography>
      <FieldValueList
        fields={visibleFields}
        values={values}
        marked={differing}
        markKey="record.stale_differs"
      />
      {otherTabs.length > 0 && (
        <Typography variant="body2" sx={{ mt: 2, fontWeight: 500 }} data-testid="other-version-tabs">
          {t('record.stale_differs_on', { tabs: otherTabs.map((tab) => t(tab.labelKey)).join(', ') })}
        </Typography>
      )}
      <Stack direction="row" useFlexGap sx={{ mt: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => onKeepMine(other)} data-testid="stale-keep-mine">
          {t('record.stale_keep_mine')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          onClick={() => onTakeOver(other)}
          data-testid="stale-take-over"
        >
          {t('record.stale_take_over')}
        </Button>
      </Stack>
    </Paper>
  );
}
