import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const threads = [
  {
    from: 'Priya N.',
    initials: 'PN',
    subject: 'Design review notes',
    preview:
      'Thanks everyone for joining today. I wrote up the decisions about the navigation and the empty states, plus the open questions.',
  },
  {
    from: 'Tomás G.',
    initials: 'TG',
    subject: 'Quarterly numbers are in',
    preview:
      'Revenue is up eleven percent over the last quarter, mostly from the new team plan; churn held steady at two percent.',
  },
];

export default function EllipsisPreviews() {
  return (
    <List sx={{ maxWidth: 340 }}>
      {threads.map((thread) => (
        <ListItem key={thread.subject}>
          <ListItemDecorator sx={{ alignSelf: 'flex-start' }}>
            <Avatar size="sm">{thread.initials}</Avatar>
          </ListItemDecorator>
          {/* minWidth: 0 on the content lets noWrap text shrink and end in an ellipsis. */}
          <ListItemContent sx={{ minWidth: 0 }}>
            <Typography level="title-sm">{thread.from}</Typography>
            <Typography level="body-sm" noWrap>
              {thread.subject}: {thread.preview}
            </Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
