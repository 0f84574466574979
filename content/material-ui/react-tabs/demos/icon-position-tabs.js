import * as React from 'react';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import DraftsIcon from '@mui/icons-material/Drafts';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function IconPositionTabs() {
  const [tab, setTab] = React.useState('inbox');

  return (
    <Tabs
      value={tab}
      onChange={(_event, next) => setTab(next)}
      variant="scrollable"
      aria-label="Mail folders"
    >
      <Tab value="inbox" icon={<InboxIcon />} iconPosition="top" label="Inbox" />
      <Tab
        value="starred"
        icon={<StarIcon />}
        iconPosition="start"
        label="Starred"
      />
      <Tab value="sent" icon={<SendIcon />} iconPosition="end" label="Sent" />
      <Tab
        value="drafts"
        icon={<DraftsIcon />}
        iconPosition="bottom"
        label="Drafts"
      />
    </Tabs>
  );
}
