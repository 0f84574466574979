import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const accounts = ['ana@work.example', 'ana.personal@example.com'];

export default function AccountPickerDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [account, setAccount] = React.useState(accounts[0]);

  // A choice closes the dialog and becomes the result; Escape or a click outside keeps the old one.
  const choose = (next) => {
    setAccount(next);
    setOpen(false);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">Signed in as {account}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Switch account
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle id={`${id}-title`}>Choose an account</DialogTitle>
        <List sx={{ pt: 0 }}>
          {accounts.map((email) => (
            <ListItem disablePadding key={email}>
              <ListItemButton
                onClick={() => choose(email)}
                selected={email === account}
              >
                <ListItemAvatar>
                  <Avatar
                    sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
                  >
                    {email[0].toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={email} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton onClick={() => choose('new.account@example.com')}>
              <ListItemAvatar>
                <Avatar>
                  <AddIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary="Add account" />
            </ListItemButton>
          </ListItem>
        </List>
      </Dialog>
    </Stack>
  );
}
