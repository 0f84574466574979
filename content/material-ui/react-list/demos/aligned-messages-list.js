import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const messages = [
  {
    from: 'Ines',
    subject: 'Lunch on Friday?',
    text: 'The new place by the river opens this week, shall we try it at one?',
  },
  {
    from: 'Marc',
    subject: 'Slides',
    text: 'I added the numbers from the survey to the last three slides.',
  },
];

export default function AlignedMessagesList() {
  return (
    <List sx={{ maxWidth: 400, bgcolor: 'background.paper' }} aria-label="Inbox">
      {messages.map(({ from, subject, text }, index) => (
        <React.Fragment key={from}>
          {/* alignItems="flex-start": the avatar stays at the top of a multi-line item. */}
          <ListItem alignItems="flex-start" divider={index < messages.length - 1}>
            <ListItemAvatar>
              <Avatar aria-hidden="true">{from[0]}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={subject}
              secondary={
                <>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ color: 'text.primary', display: 'inline' }}
                  >
                    {from}
                  </Typography>
                  {` — ${text}`}
                </>
              }
            />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
