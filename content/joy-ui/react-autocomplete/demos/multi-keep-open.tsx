import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Check from '@mui/icons-material/Check';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions', 'Basil', 'Extra cheese', 'Pineapple'];

export default function MultiKeepOpen() {
  return (
    <FormControl sx={{ width: 340 }}>
      <FormLabel>Toppings</FormLabel>
      {/* disableCloseOnSelect keeps the list open while several options are picked. */}
      <Autocomplete
        multiple
        disableCloseOnSelect
        placeholder="Add toppings"
        options={toppings}
        defaultValue={['Basil']}
        renderOption={(props, option, { selected }) => (
          <AutocompleteOption {...props} key={option}>
            <ListItemDecorator>{selected ? <Check /> : null}</ListItemDecorator>
            {option}
          </AutocompleteOption>
        )}
      />
    </FormControl>
  );
}
