import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const filter = createFilterOptions();

export default function CreatableTags() {
  const [categories, setCategories] = React.useState([
    { name: 'Groceries' },
    { name: 'Rent' },
    { name: 'Transport' },
  ]);
  const [value, setValue] = React.useState(null);

  return (
    <Autocomplete
      id="creatable-category"
      value={value}
      options={categories}
      onChange={(_event, next) => {
        if (typeof next === 'string') {
          next = { name: next };
        }
        if (next && (next.create || !categories.some((c) => c.name === next.name))) {
          const created = { name: next.name };
          setCategories((current) => [...current, created]);
          setValue(created);
        } else {
          setValue(next);
        }
      }}
      filterOptions={(options, params) => {
        const filtered = filter(options, params);
        const typed = params.inputValue.trim();
        if (
          typed &&
          !options.some(
            (option) => option.name.toLowerCase() === typed.toLowerCase(),
          )
        ) {
          filtered.push({ name: typed, create: true });
        }
        return filtered;
      }}
      getOptionLabel={(option) =>
        typeof option === 'string' ? option : option.name
      }
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.create ? `Add "${option.name}"` : option.name}
          </li>
        );
      }}
      freeSolo
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Expense category" />}
    />
  );
}
