import * as React from 'react';
import Card from '@mui/joy/Card';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function CardWithTabs() {
  return (
    // --Card-padding: 0 lets the tab list's underline meet the card's edges.
    <Card
      variant="outlined"
      sx={{ maxWidth: 380, '--Card-padding': '0px', overflow: 'hidden' }}
    >
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList tabFlex={1} aria-label="Recipe">
          <Tab>Ingredients</Tab>
          <Tab>Method</Tab>
          <Tab>Notes</Tab>
        </TabList>
        <TabPanel value={0}>
          <Typography level="body-sm">
            200 g spaghetti, 2 cloves of garlic, olive oil, chilli flakes, parsley.
          </Typography>
        </TabPanel>
        <TabPanel value={1}>
          <Typography level="body-sm">
            Cook the pasta; warm the sliced garlic and chilli in oil; toss together
            with parsley.
          </Typography>
        </TabPanel>
        <TabPanel value={2}>
          <Typography level="body-sm">
            Keep a cup of the pasta water to loosen the sauce.
          </Typography>
        </TabPanel>
      </Tabs>
    </Card>
  );
}
