import * as React from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';

const allMessages = [
  'Invoice for March',
  'Team lunch on Friday',
  'Your flight is confirmed',
];

export default function UndoArchive() {
  const [inbox, setInbox] = React.useState(allMessages);
  const [archived, setArchived] = React.useState(null);

  const archive = (message) => {
    setInbox((current) => current.filter((m) => m !== message));
    setArchived(message);
  };

  const undo = () => {
    if (archived)
      setInbox((current) =>
        allMessages.filter((m) => current.includes(m) || m === archived),
      );
    setArchived(null);
  };

  return (
    <div>
      <Typography level="title-sm">Inbox ({inbox.length})</Typography>
      <List sx={{ maxWidth: 360 }}>
        {inbox.map((message) => (
          <ListItem key={message}>
            <ListItemButton onClick={() => archive(message)}>
              <ArchiveOutlined />
              Archive “{message}”
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Snackbar
        role="status"
        open={archived !== null}
        autoHideDuration={6000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setArchived(null);
        }}
        endDecorator={
          <Button size="sm" variant="soft" color="neutral" onClick={undo}>
            Undo
          </Button>
        }
      >
        Archived “{archived}”.
      </Snackbar>
    </div>
  );
}
