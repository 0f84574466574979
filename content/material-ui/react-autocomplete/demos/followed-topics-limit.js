import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const topics = [
  'React',
  'TypeScript',
  'Accessibility',
  'Testing',
  'CSS',
  'Performance',
  'Design systems',
];

export default function LimitTags() {
  return (
    // Two chips while the field is not focused, then "+3"; all of them on focus.
    <Autocomplete
      id="limit-tags-input"
      multiple
      limitTags={2}
      options={topics}
      defaultValue={['React', 'TypeScript', 'Accessibility', 'Testing', 'CSS']}
      sx={{ width: 420 }}
      renderInput={(params) => <TextField {...params} label="Topics you follow" />}
    />
  );
}
