import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';

// Pill-shaped "segmented control" tabs: the indicator becomes the selected pill's background.
const SegmentedTabs = styled(Tabs)(({ theme }) => ({
  display: 'inline-flex',
  minHeight: 0,
  padding: 4,
  borderRadius: 999,
  backgroundColor: theme.palette.action.hover,
  '& .MuiTabs-indicator': {
    height: '100%',
    borderRadius: 999,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[1],
  },
}));

const SegmentedTab = styled(Tab)(({ theme }) => ({
  zIndex: 1,
  minHeight: 0,
  padding: theme.spacing(0.75, 2),
  textTransform: 'none',
  fontWeight: 600,
  color: theme.palette.text.secondary,
  '&.Mui-selected': { color: theme.palette.text.primary },
}));

export default function CustomizedSegmentedTabs() {
  const [tab, setTab] = React.useState('list');

  return (
    <SegmentedTabs
      value={tab}
      onChange={(_event, next) => setTab(next)}
      aria-label="Layout"
    >
      <SegmentedTab value="list" label="List" disableRipple />
      <SegmentedTab value="board" label="Board" disableRipple />
      <SegmentedTab value="calendar" label="Calendar" disableRipple />
    </SegmentedTabs>
  );
}
