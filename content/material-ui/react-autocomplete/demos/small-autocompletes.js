import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const owners = ['Anyone', 'Me', 'My team'];
const labels = ['bug', 'docs', 'feature', 'question'];

export default function SmallAutocompletes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Autocomplete
        id="small-owner"
        size="small"
        options={owners}
        defaultValue="Anyone"
        sx={{ width: 180 }}
        renderInput={(params) => <TextField {...params} label="Owner" />}
      />
      <Autocomplete
        id="small-labels"
        size="small"
        multiple
        options={labels}
        defaultValue={['bug']}
        sx={{ width: 280 }}
        renderInput={(params) => <TextField {...params} label="Labels" />}
      />
    </Stack>
  );
}
