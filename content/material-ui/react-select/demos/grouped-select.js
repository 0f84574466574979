import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const fonts = {
  'Sans serif': ['Inter', 'IBM Plex Sans', 'Roboto'],
  Serif: ['Merriweather', 'Lora'],
  Monospace: ['JetBrains Mono', 'Roboto Mono'],
};

export default function GroupedSelect() {
  const [font, setFont] = React.useState('Roboto');

  return (
    <FormControl sx={{ minWidth: 220 }}>
      <InputLabel id="grouped-font-label">Font</InputLabel>
      <Select
        labelId="grouped-font-label"
        value={font}
        label="Font"
        onChange={(event) => setFont(event.target.value)}
      >
        {/* Children must be a flat array: subheaders and items side by side, not nested. */}
        {Object.entries(fonts).flatMap(([group, names]) => [
          <ListSubheader key={group}>{group}</ListSubheader>,
          ...names.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          )),
        ])}
      </Select>
    </FormControl>
  );
}
