import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FieldDescriptor } from './fieldDescriptor.ts';
import type { RecordDefinition, RecordTab } from './recordDefinition.ts';

/** The active tab lives in the address (`?tab=`), so that a tab can be linked and reloaded. */
export function useRecordTab(definition: RecordDefinition) {
  const [params, setParams] = useSearchParams();
  const tabs = definition.tabs && definition.tabs.length > 1 ? definition.tabs : [];
  const active = tabs.find((tab) => tab.key === params.get('tab'))?.key ?? tabs[0]?.key;
  const tabOf = (field: FieldDescriptor) => field.tab ?? tabs[0]?.key;
  const visibleFields = tabs.length
    ? definition.fields.filter((field) => tabOf(field) === active)
    : definition.fields;

  function setActive(key: string) {
    setParams(
      (current) => {
        current.set('tab', key);
        return current;
      },
      { replace: true },
    );
  }

  return { tabs, active, setActive, tabOf, visibleFields };
}

export interface RecordTabsProps {
  tabs: readonly RecordTab[];
  active: string | undefined;
  onChange(key: string): void;
  /** Tabs holding a field with an error. */
  erroneous?: ReadonlySet<string>;
}

export function RecordTabs({ tabs, active, onChange, erroneous }: RecordTabsProps) {
  const { t } = useTranslation();
  if (tabs.length === 0) return null;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={active}
        onChange={(_, key: string) => onChange(key)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={t(tab.labelKey)}
            sx={erroneous?.has(tab.key) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
