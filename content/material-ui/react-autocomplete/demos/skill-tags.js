import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const suggestions = [
  'Accessibility',
  'Design systems',
  'GraphQL',
  'Node.js',
  'React',
  'Testing',
  'TypeScript',
];

export default function SkillTags() {
  const [skills, setSkills] = React.useState(['React']);

  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestions}
      value={skills}
      onChange={(_event, next) => setSkills(next)}
      filterSelectedOptions
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Skills"
          placeholder="Pick or type, then press Enter"
          helperText={`${skills.length} selected`}
        />
      )}
    />
  );
}
