import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const languages = [
  'Dutch',
  'English',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Spanish',
];

export default function NativeMultipleSelect() {
  const [spoken, setSpoken] = React.useState(['English']);

  return (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel shrink htmlFor="native-multiple-languages">
        Languages spoken
      </InputLabel>
      {/* A native list box: Ctrl/Cmd-click or Shift-click picks several. */}
      <Select
        multiple
        native
        value={spoken}
        onChange={(event) => {
          const select = event.target;
          setSpoken(Array.from(select.selectedOptions, (option) => option.value));
        }}
        label="Languages spoken"
        inputProps={{ id: 'native-multiple-languages' }}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </Select>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {spoken.join(', ') || 'None'}
      </Typography>
    </FormControl>
  );
}
