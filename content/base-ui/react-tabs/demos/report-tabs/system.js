import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const periods = [
  { value: 'week', label: 'This week', visits: '12,480' },
  { value: 'month', label: 'This month', visits: '51,302' },
  { value: 'year', label: 'This year', visits: '' },
];

const List = styled(TabsList)({
  display: 'flex',
  gap: 16,
  borderBottom: '1px solid #cbd5e1',
});

const PeriodTab = styled(Tab)({
  padding: '8px 2px',
  font: 'inherit',
  color: '#334155',
  background: 'none',
  border: 'none',
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  '&.base--selected': {
    color: '#1d4ed8',
    borderBottomColor: '#1d4ed8',
    fontWeight: 600,
  },
  '&.base--disabled': {
    color: '#475569',
    cursor: 'not-allowed',
    textDecoration: 'line-through',
  },
  '&.base--focusVisible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
});

export default function ReportTabsSystem() {
  const [period, setPeriod] = React.useState('week');
  return (
    <div
      style={{
        maxWidth: 420,
        color: '#0f172a',
        backgroundColor: '#fff',
        padding: 12,
        borderRadius: 8,
      }}
    >
      <Tabs value={period} onChange={(_event, value) => setPeriod(value)}>
        <List aria-label="Report period">
          {periods.map((p) => (
            <PeriodTab key={p.value} value={p.value} disabled={!p.visits}>
              {p.label}
            </PeriodTab>
          ))}
        </List>
        {periods.map((p) => (
          <TabPanel key={p.value} value={p.value} style={{ padding: '12px 0' }}>
            {p.visits} visits
          </TabPanel>
        ))}
      </Tabs>
      <p style={{ margin: 0, fontSize: 14 }}>
        The yearly report unlocks on 1 January. Showing: {String(period)}
      </p>
    </div>
  );
}
