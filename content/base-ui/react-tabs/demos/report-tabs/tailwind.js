import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const periods = [
  { value: 'week', label: 'This week', visits: '12,480' },
  { value: 'month', label: 'This month', visits: '51,302' },
  { value: 'year', label: 'This year', visits: '' },
];

const tab =
  'cursor-pointer border-0 border-b-[3px] border-solid border-transparent bg-transparent px-0.5 py-2 font-[inherit] text-slate-700 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-slate-600 [&.base--disabled]:line-through [&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 [&.base--selected]:border-blue-700 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700';

export default function ReportTabsTailwind() {
  const [period, setPeriod] = React.useState('week');
  return (
    <div className="max-w-md rounded-lg bg-white p-3 text-slate-900">
      <Tabs value={period} onChange={(_event, value) => setPeriod(value)}>
        <TabsList
          aria-label="Report period"
          className="flex gap-4 border-0 border-b border-solid border-slate-300"
        >
          {periods.map((p) => (
            <Tab key={p.value} value={p.value} disabled={!p.visits} className={tab}>
              {p.label}
            </Tab>
          ))}
        </TabsList>
        {periods.map((p) => (
          <TabPanel key={p.value} value={p.value} className="py-3">
            {p.visits} visits
          </TabPanel>
        ))}
      </Tabs>
      <p className="m-0 text-sm">
        The yearly report unlocks on 1 January. Showing: {String(period)}
      </p>
    </div>
  );
}
