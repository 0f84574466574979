import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const commands = [
  { label: 'New file', group: 'Files' },
  { label: 'Open recent', group: 'Files' },
  { label: 'Save all', group: 'Files' },
  { label: 'Find and replace', group: 'Edit' },
  { label: 'Format document', group: 'Edit' },
  { label: 'Toggle sidebar', group: 'View' },
  { label: 'Zoom in', group: 'View' },
];

export default function GroupedSearch() {
  return (
    <Autocomplete
      options={commands}
      // groupBy expects the options sorted by the same key, so equal groups sit together.
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      noOptionsText="No matching command"
      sx={{ maxWidth: 360 }}
      renderInput={(params) => <TextField {...params} label="Run a command" />}
    />
  );
}
