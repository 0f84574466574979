import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const units = [
  { key: 'celsius', label: 'Celsius', text: 'Today: 21 °C, tonight 14 °C.' },
  { key: 'fahrenheit', label: 'Fahrenheit', text: 'Today: 70 °F, tonight 57 °F.' },
  { key: 'kelvin', label: 'Kelvin', text: 'Today: 294 K, tonight 287 K.' },
];

export default function FollowFocusTabs() {
  const [unit, setUnit] = React.useState('celsius');

  return (
    <Box>
      {/* The panels are cheap to show, so arrow keys select as they move ("automatic activation"). */}
      <Tabs
        value={unit}
        onChange={(_event, next) => setUnit(next)}
        selectionFollowsFocus
        aria-label="Temperature unit"
      >
        {units.map(({ key, label }) => (
          <Tab
            key={key}
            value={key}
            label={label}
            id={`unit-tab-${key}`}
            aria-controls={`unit-panel-${key}`}
          />
        ))}
      </Tabs>
      {units.map(({ key, text }) => (
        <div
          key={key}
          role="tabpanel"
          hidden={unit !== key}
          id={`unit-panel-${key}`}
          aria-labelledby={`unit-tab-${key}`}
        >
          <Typography sx={{ p: 2 }}>{text}</Typography>
        </div>
      ))}
    </Box>
  );
}
