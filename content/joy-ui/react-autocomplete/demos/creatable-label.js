import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const filter = createFilterOptions();

export default function CreatableLabel() {
  const [labels, setLabels] = React.useState([
    { name: 'bug' },
    { name: 'docs' },
    { name: 'design' },
  ]);
  const [value, setValue] = React.useState(null);

  return (
    <FormControl sx={{ maxWidth: 300 }}>
      <FormLabel>Label</FormLabel>
      <Autocomplete
        options={labels}
        value={value}
        placeholder="Pick or create a label"
        getOptionLabel={(option) =>
          option.create ? `Create “${option.name}”` : option.name
        }
        isOptionEqualToValue={(a, b) => a.name === b.name}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed && !options.some((o) => o.name === typed))
            filtered.push({ name: typed, create: true });
          return filtered;
        }}
        onChange={(_event, next) => {
          if (next?.create) {
            const created = { name: next.name };
            setLabels((list) => [...list, created]);
            setValue(created);
          } else {
            setValue(next);
          }
        }}
      />
    </FormControl>
  );
}
