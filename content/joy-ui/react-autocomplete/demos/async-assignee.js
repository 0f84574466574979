import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const directory = [
  'Ana Souza',
  'Ben Carter',
  'Chen Wei',
  'Dara Okafor',
  'Elif Demir',
].map((name, id) => ({ id, name }));

// Stands in for a request to a server: resolves after a short delay.
function fetchPeople() {
  return new Promise((resolve) => {
    window.setTimeout(() => resolve(directory), 1200);
  });
}

export default function AsyncAssignee() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) return undefined;
    let active = true;
    fetchPeople().then((people) => {
      if (active) setOptions(people);
    });
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Assignee</FormLabel>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionLabel={(option) => option.name}
        placeholder="Open to load the team"
        endDecorator={
          loading ? (
            <CircularProgress size="sm" sx={{ bgcolor: 'background.surface' }} />
          ) : null
        }
      />
    </FormControl>
  );
}
