import * as React from 'react';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function BillingPeriodTabs() {
  return (
    <Tabs
      defaultValue="yearly"
      sx={{
        maxWidth: 360,
        mx: 'auto',
        bgcolor: 'transparent',
        alignItems: 'center',
      }}
    >
      {/* Centered pill tabs: no underline, no indicator, the selected tab gets a surface. */}
      <TabList
        aria-label="Billing period"
        disableUnderline
        sx={{
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            boxShadow: 'sm',
            bgcolor: 'background.surface',
          },
        }}
      >
        <Tab value="monthly" disableIndicator sx={{ borderRadius: 'xl' }}>
          Monthly
        </Tab>
        <Tab value="yearly" disableIndicator sx={{ borderRadius: 'xl' }}>
          Yearly
        </Tab>
      </TabList>
      <TabPanel value="monthly" sx={{ textAlign: 'center' }}>
        <Typography level="h3" component="p">
          $15 / month
        </Typography>
        <Typography level="body-sm">Cancel any time.</Typography>
      </TabPanel>
      <TabPanel value="yearly" sx={{ textAlign: 'center' }}>
        <Typography level="h3" component="p">
          $150 / year
        </Typography>
        <Typography level="body-sm">
          Two months free compared with monthly billing.
        </Typography>
      </TabPanel>
    </Tabs>
  );
}
