import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Check from '@mui/icons-material/Check';

const toppings = [
  'Mushrooms',
  'Olives',
  'Peppers',
  'Onions',
  'Basil',
  'Extra cheese',
  'Pineapple',
];

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
        // Each tag's delete button is named after the topping it removes.
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="soft"
                endDecorator={
                  <ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />
                }
              >
                {tag}
              </Chip>
            );
          })
        }
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
