import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const verticals = ['top', 'center', 'bottom'];
const horizontals = ['left', 'center', 'right'];
const options = verticals.flatMap((v) => horizontals.map((h) => `${v} ${h}`));
const parse = (value) => {
  const [vertical, horizontal] = value.split(' ');
  return { vertical, horizontal };
};

export default function PopoverPlacement() {
  const [anchor, setAnchor] = React.useState(null);
  const [anchorOrigin, setAnchorOrigin] = React.useState('bottom left');
  const [transformOrigin, setTransformOrigin] = React.useState('top left');

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="anchorOrigin"
        value={anchorOrigin}
        onChange={(e) => setAnchorOrigin(e.target.value)}
      >
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="transformOrigin"
        value={transformOrigin}
        onChange={(e) => setTransformOrigin(e.target.value)}
      >
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Open popover
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={parse(anchorOrigin)}
        transformOrigin={parse(transformOrigin)}
      >
        <Typography sx={{ p: 2 }}>
          Anchor point: {anchorOrigin}. Popover point: {transformOrigin}.
        </Typography>
      </Popover>
    </Box>
  );
}
