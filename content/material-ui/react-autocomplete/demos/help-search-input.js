import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

const articles = [
  'Reset your password',
  'Change your email address',
  'Export your data',
  'Delete your account',
  'Invite people to a workspace',
  'Set up two-factor authentication',
];

export default function HelpSearchInput() {
  return (
    // freeSolo: any text is a valid search, the list only suggests.
    <Autocomplete
      id="help-search"
      freeSolo
      disableClearable
      options={articles}
      sx={{ width: 360 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search help articles"
          slotProps={{
            input: {
              ...params.InputProps,
              type: 'search',
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
