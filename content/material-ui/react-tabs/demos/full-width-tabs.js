import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function FullWidthTabs() {
  const [tab, setTab] = React.useState('sign-in');

  return (
    <Box sx={{ maxWidth: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {/* fullWidth shares the width equally: good for two or three tabs in a narrow card. */}
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        variant="fullWidth"
        aria-label="Account"
      >
        <Tab value="sign-in" label="Sign in" />
        <Tab value="sign-up" label="Create account" />
      </Tabs>
    </Box>
  );
}
