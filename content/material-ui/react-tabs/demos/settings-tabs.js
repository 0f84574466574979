import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const panels = [
  {
    key: 'general',
    label: 'General',
    text: 'Project name, description and visibility.',
  },
  {
    key: 'members',
    label: 'Members',
    text: 'Four members: two admins, two editors.',
  },
  { key: 'danger', label: 'Danger zone', text: 'Archive or delete this project.' },
];

export default function SettingsTabs() {
  const [tab, setTab] = React.useState('general');

  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next) => setTab(next)}
          aria-label="Project settings"
        >
          {panels.map(({ key, label }) => (
            <Tab
              key={key}
              value={key}
              label={label}
              id={`settings-tab-${key}`}
              aria-controls={`settings-panel-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      {panels.map(({ key, text }) => (
        <div
          key={key}
          role="tabpanel"
          hidden={tab !== key}
          id={`settings-panel-${key}`}
          aria-labelledby={`settings-tab-${key}`}
        >
          <Typography sx={{ p: 2 }}>{text}</Typography>
        </div>
      ))}
    </Box>
  );
}
