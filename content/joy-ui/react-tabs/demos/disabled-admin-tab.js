import * as React from 'react';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function DisabledAdminTab() {
  return (
    <Tabs defaultValue="members" sx={{ maxWidth: 460 }}>
      <TabList aria-label="Workspace">
        <Tab value="members">Members</Tab>
        <Tab value="projects">Projects</Tab>
        {/* A disabled tab stays visible but is skipped by the arrow keys. */}
        <Tab value="billing" disabled>
          Billing
        </Tab>
      </TabList>
      <TabPanel value="members">
        <Typography level="body-sm">12 members, 3 pending invitations.</Typography>
      </TabPanel>
      <TabPanel value="projects">
        <Typography level="body-sm">5 active projects, 2 archived.</Typography>
      </TabPanel>
      <TabPanel value="billing">
        <Typography level="body-sm">
          Only workspace owners can see billing.
        </Typography>
      </TabPanel>
    </Tabs>
  );
}
