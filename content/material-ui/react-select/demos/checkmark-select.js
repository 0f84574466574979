import * as React from 'react';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';

const columns = ['Name', 'Email', 'Role', 'Team', 'Last seen', 'Created'];

export default function CheckmarkSelect() {
  const [visible, setVisible] = React.useState(['Name', 'Email', 'Role']);

  return (
    <FormControl sx={{ width: 300 }}>
      <InputLabel id="checkmark-columns-label">Visible columns</InputLabel>
      <Select
        labelId="checkmark-columns-label"
        multiple
        value={visible}
        onChange={(event) => {
          const { value } = event.target;
          setVisible(typeof value === 'string' ? value.split(',') : value);
        }}
        input={<OutlinedInput label="Visible columns" />}
        renderValue={(selected) =>
          `${selected.length} of ${columns.length}: ${selected.join(', ')}`
        }
      >
        {columns.map((column) => (
          <MenuItem key={column} value={column}>
            {/* Drawn boxes, not checkbox inputs: the option's own aria-selected carries the state,
                and an option may not contain another control. */}
            <ListItemIcon>
              {visible.includes(column) ? (
                <CheckBoxIcon color="primary" />
              ) : (
                <CheckBoxOutlineBlankIcon />
              )}
            </ListItemIcon>
            <ListItemText primary={column} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
