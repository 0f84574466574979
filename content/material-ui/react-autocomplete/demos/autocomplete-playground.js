import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const fruits = [
  'Apple',
  'Apricot',
  'Banana',
  'Blueberry',
  'Cherry',
  'Fig',
  'Grape',
  'Kiwi',
  'Mango',
  'Pear',
];

const variants = [
  {
    id: 'pg-disable-clearable',
    label: 'disableClearable',
    props: { disableClearable: true },
  },
  {
    id: 'pg-include-input',
    label: 'includeInputInList',
    props: { includeInputInList: true },
  },
  {
    id: 'pg-auto-highlight',
    label: 'autoHighlight',
    props: { autoHighlight: true },
  },
  { id: 'pg-auto-select', label: 'autoSelect', props: { autoSelect: true } },
  {
    id: 'pg-clear-on-escape',
    label: 'clearOnEscape',
    props: { clearOnEscape: true },
  },
  { id: 'pg-open-on-focus', label: 'openOnFocus', props: { openOnFocus: true } },
  { id: 'pg-blur-on-select', label: 'blurOnSelect', props: { blurOnSelect: true } },
  {
    id: 'pg-read-only',
    label: 'readOnly',
    props: { readOnly: true, defaultValue: 'Mango' },
  },
  { id: 'pg-disabled', label: 'disabled', props: { disabled: true } },
];

export default function AutocompletePlayground() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 }}>
      {variants.map(({ id, label, props }) => (
        <Autocomplete
          key={id}
          id={id}
          options={fruits}
          {...props}
          renderInput={(params) => (
            <TextField {...params} label={label} variant="standard" />
          )}
        />
      ))}
    </Box>
  );
}
