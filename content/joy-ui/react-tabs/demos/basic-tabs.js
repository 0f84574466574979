import * as React from 'react';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function BasicTabs() {
  return (
    // Each Tab's value matches one TabPanel's value; defaultValue picks the first one shown.
    <Tabs defaultValue="ingredients" sx={{ maxWidth: 420 }}>
      <TabList aria-label="Recipe sections">
        <Tab value="ingredients">Ingredients</Tab>
        <Tab value="method">Method</Tab>
        <Tab value="notes">Notes</Tab>
      </TabList>
      <TabPanel value="ingredients">
        400 g flour, 280 ml water, 8 g salt, 2 g yeast.
      </TabPanel>
      <TabPanel value="method">
        Mix, rest for an hour, fold, prove overnight, bake at 250 °C.
      </TabPanel>
      <TabPanel value="notes">A dough scraper makes folding much easier.</TabPanel>
    </Tabs>
  );
}
