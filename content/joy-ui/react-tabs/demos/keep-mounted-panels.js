import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Textarea from '@mui/joy/Textarea';

export default function KeepMountedPanels() {
  return (
    <Tabs defaultValue="details" sx={{ maxWidth: 420 }}>
      <TabList aria-label="New event">
        <Tab value="details">Details</Tab>
        <Tab value="description">Description</Tab>
      </TabList>
      {/* keepMounted leaves hidden panels in the DOM, so the text typed in them survives a tab switch
          (uncontrolled fields would otherwise reset). */}
      <TabPanel value="details" keepMounted>
        <FormControl>
          <FormLabel>Event name</FormLabel>
          <Input placeholder="Type, then switch tabs and come back" />
        </FormControl>
      </TabPanel>
      <TabPanel value="description" keepMounted>
        <FormControl>
          <FormLabel>Description</FormLabel>
          <Textarea minRows={3} />
        </FormControl>
      </TabPanel>
    </Tabs>
  );
}
