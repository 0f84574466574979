import * as React from 'react';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function MonthReportTabs() {
  return (
    <Tabs defaultValue="March" sx={{ maxWidth: 480 }}>
      {/* Overflowing tabs scroll sideways; the scrollbar is hidden but wheel, touch and arrow keys work. */}
      <TabList
        aria-label="Monthly reports"
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          '&::-webkit-scrollbar': { display: 'none' },
          scrollbarWidth: 'none',
        }}
      >
        {months.map((month) => (
          <Tab
            key={month}
            value={month}
            sx={{ flex: 'none', scrollSnapAlign: 'start' }}
          >
            {month}
          </Tab>
        ))}
      </TabList>
      {months.map((month) => (
        <TabPanel key={month} value={month}>
          Report for {month}: 0 incidents, 3 releases.
        </TabPanel>
      ))}
    </Tabs>
  );
}
