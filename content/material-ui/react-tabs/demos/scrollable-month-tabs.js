import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

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
const sales = [12, 9, 14, 18, 21, 25, 30, 28, 19, 16, 22, 35];

export default function ScrollableMonthTabs() {
  const [month, setMonth] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Tabs
        value={month}
        onChange={(_event, next) => setMonth(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Month"
      >
        {months.map((name) => (
          // The name is the short label a reader sees (and a voice-control user says); the full
          // month is the tab's description and tooltip.
          <Tab key={name} label={name.slice(0, 3)} title={name} />
        ))}
      </Tabs>
      <Typography sx={{ p: 2 }} aria-live="polite">
        {months[month]}: {sales[month]} orders
      </Typography>
    </Box>
  );
}
