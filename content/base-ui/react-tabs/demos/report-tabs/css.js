import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import './report-tabs.css';

const periods = [
  { value: 'week', label: 'This week', visits: '12,480' },
  { value: 'month', label: 'This month', visits: '51,302' },
  { value: 'year', label: 'This year', visits: '' },
];

export default function ReportTabsCss() {
  const [period, setPeriod] = React.useState('week');
  return (
    <div className="report-tabs">
      <Tabs value={period} onChange={(_event, value) => setPeriod(value)}>
        <TabsList aria-label="Report period" className="report-tabs-list">
          {periods.map((p) => (
            <Tab
              key={p.value}
              value={p.value}
              disabled={!p.visits}
              className="report-tab"
            >
              {p.label}
            </Tab>
          ))}
        </TabsList>
        {periods.map((p) => (
          <TabPanel key={p.value} value={p.value} className="report-tabs-panel">
            {p.visits} visits
          </TabPanel>
        ))}
      </Tabs>
      <p className="report-tabs-note">
        The yearly report unlocks on 1 January. Showing: {String(period)}
      </p>
    </div>
  );
}
