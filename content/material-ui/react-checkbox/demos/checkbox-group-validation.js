import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Pineapple', 'Spinach'];
const MAX = 3;

export default function CheckboxGroupValidation() {
  const [chosen, setChosen] = React.useState(['Olives']);
  const error = chosen.length === 0 || chosen.length > MAX;

  const toggle = (topping) =>
    setChosen((current) =>
      current.includes(topping)
        ? current.filter((t) => t !== topping)
        : [...current, topping],
    );

  return (
    <FormControl component="fieldset" error={error} variant="standard">
      <FormLabel component="legend">Toppings</FormLabel>
      <FormGroup>
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={
              <Checkbox
                checked={chosen.includes(topping)}
                onChange={() => toggle(topping)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {error
          ? `Choose between 1 and ${MAX} toppings (${chosen.length} chosen).`
          : `${chosen.length} of ${MAX} chosen.`}
      </FormHelperText>
    </FormControl>
  );
}
