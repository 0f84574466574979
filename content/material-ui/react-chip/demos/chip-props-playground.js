import * as React from 'react';
import FaceIcon from '@mui/icons-material/Face';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export default function ChipPlayground() {
  const [variant, setVariant] = React.useState('filled');
  const [color, setColor] = React.useState('default');
  const [size, setSize] = React.useState('medium');
  const [icon, setIcon] = React.useState(false);
  const [deletable, setDeletable] = React.useState(false);
  const [clickable, setClickable] = React.useState(false);

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          py: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Chip
          label="Playground"
          variant={variant}
          color={color}
          size={size}
          icon={icon ? <FaceIcon /> : undefined}
          onDelete={deletable ? () => {} : undefined}
          onClick={clickable ? () => {} : undefined}
        />
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          id="chip-pg-variant"
          select
          size="small"
          label="variant"
          value={variant}
          onChange={(e) => setVariant(e.target.value)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="filled">filled</MenuItem>
          <MenuItem value="outlined">outlined</MenuItem>
        </TextField>
        <TextField
          id="chip-pg-color"
          select
          size="small"
          label="color"
          value={color}
          onChange={(e) => setColor(e.target.value)}
          sx={{ minWidth: 120 }}
        >
          {[
            'default',
            'primary',
            'secondary',
            'error',
            'info',
            'success',
            'warning',
          ].map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="chip-pg-size"
          select
          size="small"
          label="size"
          value={size}
          onChange={(e) => setSize(e.target.value)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="small">small</MenuItem>
          <MenuItem value="medium">medium</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={icon} onChange={(e) => setIcon(e.target.checked)} />
          }
          label="icon"
        />
        <FormControlLabel
          control={
            <Switch
              checked={clickable}
              onChange={(e) => setClickable(e.target.checked)}
            />
          }
          label="onClick"
        />
        <FormControlLabel
          control={
            <Switch
              checked={deletable}
              onChange={(e) => setDeletable(e.target.checked)}
            />
          }
          label="onDelete"
        />
      </Stack>
    </Stack>
  );
}
