import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = ['Overview', 'Activity', 'Repositories', 'Stars'];

export default function VerticalProfileTabs() {
  const [index, setIndex] = React.useState(0);

  return (
    <Box
      sx={{
        display: 'flex',
        height: 200,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Tabs
        orientation="vertical"
        value={index}
        onChange={(_event, next) => setIndex(next)}
        aria-label="Profile sections"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {sections.map((name, i) => (
          <Tab
            key={name}
            label={name}
            id={`profile-tab-${i}`}
            aria-controls={`profile-panel-${i}`}
          />
        ))}
      </Tabs>
      {sections.map((name, i) => (
        <Box
          key={name}
          role="tabpanel"
          hidden={index !== i}
          id={`profile-panel-${i}`}
          aria-labelledby={`profile-tab-${i}`}
          sx={{ p: 2 }}
        >
          <Typography>{name} of the profile of Grace Hopper.</Typography>
        </Box>
      ))}
    </Box>
  );
}
