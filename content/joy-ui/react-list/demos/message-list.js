import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const initialMessages = [
  {
    id: 1,
    from: 'Amara Kone',
    preview: 'The new icons are in the design file.',
    time: '09:12',
  },
  {
    id: 2,
    from: 'Jonas Lind',
    preview: 'CI is green again, the flaky test is fixed.',
    time: '08:47',
  },
  {
    id: 3,
    from: 'Mei Ren',
    preview: 'Can we move the review to Thursday?',
    time: 'Mon',
  },
];

export default function MessageList() {
  const [messages, setMessages] = React.useState(initialMessages);
  if (messages.length === 0)
    return <Typography level="body-sm">No messages. All caught up.</Typography>;
  return (
    <List
      variant="outlined"
      // Borders rather than ListDivider: inside a ul a divider is an li with role="separator".
      sx={{
        maxWidth: 460,
        borderRadius: 'sm',
        '& > li + li': { borderTop: '1px solid', borderColor: 'divider' },
      }}
    >
      {messages.map((message) => (
        <React.Fragment key={message.id}>
          {/* endAction keeps the delete button outside the row's button: no button inside a button */}
          <ListItem
            endAction={
              <IconButton
                size="sm"
                color="danger"
                aria-label={`Delete message from ${message.from}`}
                onClick={() =>
                  setMessages(messages.filter((m) => m.id !== message.id))
                }
              >
                <DeleteOutlineIcon />
              </IconButton>
            }
          >
            <ListItemButton>
              <ListItemDecorator>
                <Avatar size="sm" aria-hidden>
                  {message.from[0]}
                </Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{message.from}</Typography>
                <Typography level="body-sm" noWrap>
                  {message.preview}
                </Typography>
              </ListItemContent>
              <Typography level="body-xs" sx={{ mr: 3 }}>
                {message.time}
              </Typography>
            </ListItemButton>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
