import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const panels = [
  {
    value: 'problems',
    label: 'Problems',
    text: 'No problems found in the workspace.',
  },
  { value: 'output', label: 'Output', text: 'Build finished in 4.2 s.' },
  { value: 'terminal', label: 'Terminal', text: '$ npm test — 128 passed' },
];

export default function BottomPanelTabs() {
  return (
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'sm', maxWidth: 520, overflow: 'hidden' }}
    >
      <Tabs defaultValue="output" sx={{ bgcolor: 'transparent' }}>
        {/* A panel docked at the bottom of an editor: underline and indicators go on top. */}
        <TabList aria-label="Editor panels" size="sm" underlinePlacement="top">
          {panels.map((panel) => (
            <Tab key={panel.value} value={panel.value} indicatorPlacement="top">
              {panel.label}
            </Tab>
          ))}
        </TabList>
        {panels.map((panel) => (
          <TabPanel key={panel.value} value={panel.value}>
            <Typography level="body-sm" sx={{ fontFamily: 'code' }}>
              {panel.text}
            </Typography>
          </TabPanel>
        ))}
      </Tabs>
    </Sheet>
  );
}
