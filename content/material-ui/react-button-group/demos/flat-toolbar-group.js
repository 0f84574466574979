import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function FlatToolbarGroup() {
  return (
    // disableElevation removes the shadow: right for a group sitting inside a toolbar or card.
    <ButtonGroup variant="contained" disableElevation aria-label="Document actions">
      <Button>Save</Button>
      <Button>Share</Button>
      <Button>Print</Button>
    </ButtonGroup>
  );
}
