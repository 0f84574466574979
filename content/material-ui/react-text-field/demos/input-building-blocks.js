import * as React from 'react';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Input from '@mui/material/Input';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';

export default function InputBuildingBlocks() {
  const [query, setQuery] = React.useState('');
  const [searched, setSearched] = React.useState('');

  return (
    <Stack spacing={3} sx={{ maxWidth: 440 }}>
      <Paper
        component="form"
        role="search"
        variant="outlined"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(query);
        }}
        sx={{ display: 'flex', alignItems: 'center', pl: 2 }}
      >
        <InputBase
          sx={{ flex: 1 }}
          placeholder="Search orders"
          inputProps={{ 'aria-label': 'Search orders' }}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <IconButton type="submit" aria-label="Search">
          <SearchIcon />
        </IconButton>
      </Paper>
      {searched && (
        <FormHelperText sx={{ mt: -2 }}>
          Showing orders matching “{searched}”.
        </FormHelperText>
      )}
      <Stack direction="row" spacing={2}>
        <FormControl variant="standard" fullWidth>
          <InputLabel htmlFor="blocks-city">City</InputLabel>
          <Input
            id="blocks-city"
            defaultValue="Lisbon"
            aria-describedby="blocks-city-help"
          />
          <FormHelperText id="blocks-city-help">
            Input: the standard look
          </FormHelperText>
        </FormControl>
        <FormControl variant="filled" fullWidth>
          <InputLabel htmlFor="blocks-zip">Postcode</InputLabel>
          <FilledInput
            id="blocks-zip"
            defaultValue="1100-148"
            aria-describedby="blocks-zip-help"
          />
          <FormHelperText id="blocks-zip-help">FilledInput</FormHelperText>
        </FormControl>
      </Stack>
    </Stack>
  );
}
