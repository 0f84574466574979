import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

const ROW_HEIGHT = 48;
const HEIGHT = 288;
const OVERSCAN = 3;
const TOTAL = 5000;

// Only the rows in view (plus a few on each side) are rendered; a spacer of the full height keeps
// the scrollbar honest. This is what react-window and react-virtuoso do, in a few lines.
export default function WindowedLogList() {
  const [scrollTop, setScrollTop] = React.useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(
    TOTAL - 1,
    Math.ceil((scrollTop + HEIGHT) / ROW_HEIGHT) + OVERSCAN,
  );
  const rows = [];
  for (let index = first; index <= last; index += 1) {
    rows.push(
      <ListItem
        key={index}
        aria-setsize={TOTAL}
        aria-posinset={index + 1}
        sx={{
          position: 'absolute',
          top: index * ROW_HEIGHT,
          height: ROW_HEIGHT,
          width: '100%',
        }}
      >
        <ListItemText
          primary={`Event ${index + 1}`}
          secondary={`Request ${(index * 7919) % 10000} handled`}
        />
      </ListItem>,
    );
  }
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label="Event log, 5000 entries"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      sx={{
        height: HEIGHT,
        maxWidth: 360,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <List disablePadding sx={{ position: 'relative', height: TOTAL * ROW_HEIGHT }}>
        {rows}
      </List>
    </Box>
  );
}
