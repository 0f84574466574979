import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Pineapple', 'Basil'];

export default function PlaceholderSelect() {
  const [chosen, setChosen] = React.useState([]);

  return (
    <FormControl sx={{ width: 300 }}>
      <Select
        multiple
        displayEmpty
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        input={<OutlinedInput />}
        inputProps={{ 'aria-label': 'Toppings' }}
        // displayEmpty shows renderValue's placeholder while nothing is chosen.
        renderValue={(selected) =>
          selected.length === 0 ? <em>Choose toppings</em> : selected.join(', ')
        }
      >
        <MenuItem disabled value="">
          <em>Choose toppings</em>
        </MenuItem>
        {toppings.map((topping) => (
          <MenuItem key={topping} value={topping}>
            {topping}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
