import * as React from 'react';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';

export default function LabTabContext() {
  const [tab, setTab] = React.useState('overview');

  return (
    // TabContext gives TabList and TabPanel the value and generates the ids that link each
    // tab to its panel (aria-controls, aria-labelledby): no id bookkeeping by hand.
    <TabContext value={tab}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <TabList onChange={(_event, next) => setTab(next)} aria-label="Repository">
          <Tab label="Overview" value="overview" />
          <Tab label="Issues" value="issues" />
          <Tab label="Pull requests" value="pulls" />
        </TabList>
      </Box>
      <TabPanel value="overview">README, languages and the latest release.</TabPanel>
      <TabPanel value="issues">12 open, 340 closed.</TabPanel>
      <TabPanel value="pulls">3 open pull requests waiting for review.</TabPanel>
    </TabContext>
  );
}
