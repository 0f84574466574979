import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const days = ['Mon', 'Tue', 'Wed'];
const forecasts = ['Sunny, 21 °C', 'Showers, 16 °C', 'Cloudy, 18 °C'];

function Forecast({ followsFocus, label }) {
  const titleId = React.useId();
  return (
    <div>
      <Typography id={titleId} level="title-sm">
        {label}
      </Typography>
      <Tabs
        defaultValue={0}
        selectionFollowsFocus={followsFocus}
        sx={{ width: 260 }}
      >
        <TabList aria-labelledby={titleId}>
          {days.map((day) => (
            <Tab key={day}>{day}</Tab>
          ))}
        </TabList>
        {forecasts.map((forecast, index) => (
          <TabPanel key={days[index]} value={index}>
            {forecast}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

export default function FocusActivationTabs() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      {/* Arrow keys move focus; Enter or Space selects (the default). */}
      <Forecast followsFocus={false} label="Manual activation" />
      {/* Arrow keys select the tab they land on. */}
      <Forecast followsFocus label="Selection follows focus" />
    </Stack>
  );
}
