import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import EditIcon from '@mui/icons-material/Edit';

const folders = [
  { label: 'Inbox', unread: 4 },
  { label: 'Archive', unread: 0 },
  { label: 'Sent', unread: 0 },
];

export default function MessageToolbar() {
  const [folder, setFolder] = React.useState(0);
  const [unreadOnly, setUnreadOnly] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Tabs
        value={folder}
        onChange={(_, value) => setFolder(value)}
        aria-label="Mail folders"
      >
        {folders.map((item) => (
          <Tab
            key={item.label}
            label={
              <Badge
                color="secondary"
                badgeContent={item.unread}
                sx={{ pr: item.unread ? 1.5 : 0 }}
              >
                {item.label}
              </Badge>
            }
          />
        ))}
      </Tabs>
      <FormControlLabel
        control={
          <Checkbox
            checked={unreadOnly}
            onChange={(e) => setUnreadOnly(e.target.checked)}
          />
        }
        label="Unread only"
      />
      <Fab color="secondary" size="medium" aria-label="Write a message">
        <EditIcon />
      </Fab>
    </Box>
  );
}
