import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const sections = {
  overview:
    'The trail climbs 640 m over 11 km through pine forest to a ridge with views of both valleys.',
  reviews:
    'Hikers rate it 4.6 out of 5. Most mention the steep last kilometre and the spring wildflowers.',
  directions:
    'Start from the car park at the end of the valley road; the trailhead is behind the visitor hut.',
};

export default function TrailStickyTabs() {
  return (
    // The scrolling box is focusable and named, so it can be scrolled from the keyboard.
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Trail details"
      sx={{ height: 220, overflow: 'auto', borderRadius: 'sm', maxWidth: 420 }}
    >
      <Tabs defaultValue="overview">
        {/* sticky="top" keeps the tab list in view while the panel scrolls under it. */}
        <TabList aria-label="Trail sections" sticky="top">
          <Tab value="overview">Overview</Tab>
          <Tab value="reviews">Reviews</Tab>
          <Tab value="directions">Directions</Tab>
        </TabList>
        {Object.keys(sections).map((key) => (
          <TabPanel key={key} value={key}>
            {[1, 2, 3, 4].map((n) => (
              <Typography key={n} level="body-sm" sx={{ mb: 1.5 }}>
                {sections[key]}
              </Typography>
            ))}
          </TabPanel>
        ))}
      </Tabs>
    </Sheet>
  );
}
