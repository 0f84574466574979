import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import NotificationsActive from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNone from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOff from '@mui/icons-material/NotificationsOffOutlined';

const options = [
  { value: 'all', label: 'Every message', icon: <NotificationsActive /> },
  { value: 'mentions', label: 'Mentions only', icon: <NotificationsNone /> },
  { value: 'off', label: 'Nothing', icon: <NotificationsOff /> },
];

export default function EndPositionList() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: 300 }}>
      <Typography
        id="end-position-list-label"
        level="title-sm"
        sx={{ px: 2, pt: 1.5 }}
      >
        Notify me about
      </Typography>
      <RadioGroup
        aria-labelledby="end-position-list-label"
        defaultValue="mentions"
        name="end-position-list"
      >
        <List sx={{ '--ListItem-paddingY': '0.75rem' }}>
          {options.map((option) => (
            <ListItem key={option.value}>
              <ListItemDecorator>{option.icon}</ListItemDecorator>
              {/* row-reverse puts the circle at the end; overlay makes the whole row clickable. */}
              <Radio
                overlay
                value={option.value}
                label={option.label}
                sx={{ flexGrow: 1, flexDirection: 'row-reverse' }}
                slotProps={{ label: { sx: { flexGrow: 1 } } }}
              />
            </ListItem>
          ))}
        </List>
      </RadioGroup>
    </Sheet>
  );
}
