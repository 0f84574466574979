import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const contacts = [
  { email: 'ana@example.com', active: true },
  { email: 'ben@example.com', active: true },
  { email: 'chen@example.com', active: true },
  { email: 'dara@example.com', active: false },
  { email: 'elif@example.com', active: true },
];

export default function LimitedRecipients() {
  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Recipients</FormLabel>
      <Autocomplete
        multiple
        limitTags={2}
        options={contacts}
        getOptionLabel={(option) => option.email}
        getOptionDisabled={(option) => !option.active}
        defaultValue={[contacts[0], contacts[1], contacts[2]]}
        // Each chip's delete button needs a name of its own.
        renderTags={(tags, getTagProps) =>
          tags.map((item, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="soft"
                endDecorator={
                  <ChipDelete {...tagProps} aria-label={`Remove ${item.email}`} />
                }
              >
                {item.email}
              </Chip>
            );
          })
        }
      />
      <FormHelperText>
        Only two chips show until the field has focus; deactivated accounts cannot be
        picked.
      </FormHelperText>
    </FormControl>
  );
}
