import { Box, Tab, Tabs } from '@mui/material';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { isShown } from '../forms/fieldPaths.ts';
import type { RecordScreenDefinition, RecordTab } from './recordScreenDefinition.ts';

/** The top-level fields that show or hide tabs and fields (`shownWhen`), for the form to watch. */
export function conditionFields(definition: RecordScreenDefinition): string[] {
  const names = [...(definition.tabs ?? []), ...definition.fields].flatMap((item) =>
    item.shownWhen ? [item.shownWhen.field] : [],
  );
  return [...new Set(names)];
}

/** The tab of a record's fields when its definition has no tabs and a view adds one of its own (History). */
const FIELDS_TAB: RecordTab = { key: 'fields', labelKey: 'record.tab_fields' };

/**
 * The active tab lives in the address (`?tab=`), so that a tab can be linked and reloaded. Tabs and
 * fields with `shownWhen` follow `values`; a hidden active tab gives way to the first. `extra`: tabs of
 * the screen's own after the fields' (a view's History), which show no fields.
 */
export function useRecordTab(
  definition: RecordScreenDefinition,
  values: Record<string, unknown> = {},
  creating = false,
  extra: readonly RecordTab[] = [],
) {
  const [params, setParams] = useSearchParams();
  const fieldTabs = definition.tabs?.length ? definition.tabs : extra.length ? [FIELDS_TAB] : [];
  const shownTabs = [...fieldTabs, ...extra].filter((tab) => isShown(tab, values));
  // The same tabs and the same `setActive` while only other parts of the address change (a catalog's open
  // page): the tab bar is not drawn and measured again.
  const shownKeys = shownTabs.map((tab) => tab.key).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys say which tabs are shown
  const tabs = useMemo(() => (shownTabs.length > 1 ? shownTabs : []), [definition, shownKeys]);
  const latestSetParams = useRef(setParams);
  latestSetParams.current = setParams;
  const wanted = params.get('tab') ?? (creating ? definition.createTab : undefined);
  const active = tabs.find((tab) => tab.key === wanted)?.key ?? tabs[0]?.key;
  const tabOf = (field: FieldDescriptor) => field.tab ?? fieldTabs[0]?.key;
  const shownFields = definition.fields.filter((field) => isShown(field, values));
  const visibleFields = tabs.length ? shownFields.filter((field) => tabOf(field) === active) : shownFields;

  const setActive = useCallback(
    (key: string) =>
      latestSetParams.current(
        (current) => {
          current.set('tab', key);
          return current;
        },
        { replace: true },
      ),
    [],
  );

  return { tabs, active, setActive, tabOf, visibleFields };
}

export interface RecordTabsProps {
  tabs: readonly RecordTab[];
  active: string | undefined;
  onChange(key: string): void;
  /** How many errors each tab holds. */
  errorCounts?: ReadonlyMap<string, number>;
}

export const RecordTabs = memo(function RecordTabs({ tabs, active, onChange, errorCounts }: RecordTabsProps) {
  const { t } = useTranslation();
  const [bar, overflowing] = useTabsOverflow(tabs.map((tab) => tab.key).join(' '));
  if (tabs.length === 0) return null;
  return (
    <Box ref={bar} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={active}
        onChange={(_, key: string) => onChange(key)}
        variant="scrollable"
        scrollButtons={overflowing}
        allowScrollButtonsMobile
      >
        {tabs.map((tab) => {
          const errors = errorCounts?.get(tab.key) ?? 0;
          return (
            <Tab
              key={tab.key}
              value={tab.key}
              data-testid={`tab-${tab.key}`}
              label={
                errors ? t('record.tab_errors', { tab: t(tab.labelKey), count: errors }) : t(tab.labelKey)
              }
              sx={errors ? { color: 'error.main' } : undefined}
            />
          );
        })}
      </Tabs>
    </Box>
  );
});

/**
 * Whether the tabs are wider than their bar, for the scroll arrows to show then only. MUI's own `auto`
 * asks whether the last tab is wholly in view, which a tab bar with room to spare could answer no.
 */
function useTabsOverflow(shownTabs: string) {
  const bar = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tabs shown are the elements observed
  useLayoutEffect(() => {
    const box = bar.current;
    if (!box) return;
    // The tabs' own width, measured against the whole bar: the arrows' room does not count.
    const measure = () => {
      const tabs = [...box.querySelectorAll<HTMLElement>('[role="tab"]')];
      const width = tabs.reduce((sum, tab) => sum + tab.getBoundingClientRect().width, 0);
      setOverflowing(width > box.clientWidth + 1);
    };
    // Measured as the observer first reports, once the page is laid out: measuring here, as the screen is
    // committed, would force the whole new screen's layout at once (20 ms and more when a form or view opens).
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const tab of box.querySelectorAll('[role="tab"]')) observer.observe(tab);
    return () => observer.disconnect();
  }, [shownTabs]);
  return [bar, overflowing] as const;
}
