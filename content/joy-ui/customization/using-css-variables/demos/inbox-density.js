import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const messages = [
  { from: 'Lena Park', subject: 'Quarterly numbers are in' },
  { from: 'Omar Haddad', subject: 'Re: launch checklist' },
  { from: 'Sofia Rossi', subject: 'Lunch on Friday?' },
];

const densities = {
  dense: {
    '--ListItem-minHeight': '32px',
    '--ListItem-paddingY': '2px',
    '--List-gap': '0px',
  },
  comfortable: {
    '--ListItem-minHeight': '56px',
    '--ListItem-paddingY': '8px',
    '--List-gap': '6px',
  },
};

export default function InboxDensity() {
  const [density, setDensity] = React.useState('comfortable');

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Density"
        value={density}
        onChange={(event) => setDensity(event.target.value)}
      >
        <Radio value="dense" label="Dense" />
        <Radio value="comfortable" label="Comfortable" />
      </RadioGroup>
      <List variant="outlined" sx={{ borderRadius: 'sm', ...densities[density] }}>
        {messages.map((message) => (
          <ListItem key={message.from}>
            <ListItemButton>
              <ListItemDecorator>
                <Avatar size="sm">{message.from[0]}</Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{message.from}</Typography>
                <Typography level="body-sm" noWrap>
                  {message.subject}
                </Typography>
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
