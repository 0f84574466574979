import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';

const initial = ['Quarterly report', 'Team photo', 'Budget draft'];

export default function UndoSnackbar() {
  const [items, setItems] = React.useState(initial);
  const [removed, setRemoved] = React.useState(null);

  const archive = (index) => {
    setRemoved({ name: items[index], index });
    setItems((current) => current.filter((_, i) => i !== index));
  };

  const undo = () => {
    if (!removed) return;
    setItems((current) => [
      ...current.slice(0, removed.index),
      removed.name,
      ...current.slice(removed.index),
    ]);
    setRemoved(null);
  };

  const handleClose = (_event, reason) => {
    // A click elsewhere on the page should not dismiss the undo chance.
    if (reason === 'clickaway') return;
    setRemoved(null);
  };

  return (
    <div>
      <List dense sx={{ maxWidth: 360 }}>
        {items.map((item, index) => (
          <ListItem
            key={item}
            secondaryAction={
              <Button
                size="small"
                onClick={() => archive(index)}
                aria-label={`Archive ${item}`}
              >
                Archive
              </Button>
            }
          >
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
      <Button
        size="small"
        disabled={items.length === initial.length}
        onClick={() => {
          setItems(initial);
          setRemoved(null);
        }}
      >
        Restore all
      </Button>
      <Snackbar
        open={removed !== null}
        autoHideDuration={6000}
        onClose={handleClose}
        message={removed ? `Archived “${removed.name}”` : ''}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </div>
  );
}
