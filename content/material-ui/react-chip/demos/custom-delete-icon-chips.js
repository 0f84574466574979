import * as React from 'react';
import DoneIcon from '@mui/icons-material/Done';
import UndoIcon from '@mui/icons-material/Undo';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function CustomDeleteIconChips() {
  const [done, setDone] = React.useState(false);

  return (
    <Stack direction="row" spacing={1}>
      {/* deleteIcon replaces the cross: the second action need not be "delete". */}
      <Chip
        label={done ? 'Review PR #42: done' : 'Review PR #42'}
        onDelete={() => setDone(!done)}
        deleteIcon={
          done ? (
            <UndoIcon aria-label="Mark as not done" />
          ) : (
            <DoneIcon aria-label="Mark as done" />
          )
        }
        color={done ? 'success' : 'default'}
        variant={done ? 'filled' : 'outlined'}
      />
    </Stack>
  );
}
