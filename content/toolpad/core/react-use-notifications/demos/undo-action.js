import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

const initialMessages = [
  'Quarterly review agenda',
  'Lunch on Friday?',
  'Your invoice #8812',
];

function Inbox() {
  const notifications = useNotifications();
  const [messages, setMessages] = React.useState(initialMessages);
  const archive = (message) => {
    setMessages((current) => current.filter((m) => m !== message));
    // The action button calls onAction; here it puts the message back.
    notifications.show(`Archived "${message}"`, {
      actionText: 'Undo',
      onAction: () =>
        setMessages((current) =>
          current.includes(message) ? current : [...current, message],
        ),
      autoHideDuration: 5000,
    });
  };
  return (
    <List dense sx={{ maxWidth: 420 }}>
      {messages.map((message) => (
        <ListItem
          key={message}
          secondaryAction={
            <Button size="small" onClick={() => archive(message)}>
              Archive
            </Button>
          }
        >
          <ListItemText primary={message} sx={{ pr: 10 }} />
        </ListItem>
      ))}
      {messages.length === 0 ? (
        <ListItem>
          <ListItemText primary="Inbox zero." />
        </ListItem>
      ) : null}
    </List>
  );
}

export default function UndoAction() {
  return (
    <NotificationsProvider>
      <Inbox />
    </NotificationsProvider>
  );
}
