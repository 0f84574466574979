import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import VerticalAlignBottom from '@mui/icons-material/VerticalAlignBottom';

export default function VerticalSortGroup() {
  return (
    // A vertical group suits a side panel: moving the selected layer up or down.
    <ButtonGroup orientation="vertical" variant="outlined" aria-label="Layer order">
      <Button startIcon={<VerticalAlignTop />}>Bring to front</Button>
      <Button startIcon={<ArrowUpward />}>Bring forward</Button>
      <Button startIcon={<ArrowDownward />}>Send backward</Button>
      <Button startIcon={<VerticalAlignBottom />}>Send to back</Button>
    </ButtonGroup>
  );
}
