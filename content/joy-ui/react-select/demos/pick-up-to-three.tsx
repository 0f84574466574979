import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const skills = ['React', 'TypeScript', 'CSS', 'Node.js', 'GraphQL', 'Testing', 'Accessibility'];
const limit = 3;

export default function PickUpToThree() {
  const [picked, setPicked] = React.useState<string[]>(['React']);

  return (
    // With multiple, value is an array. Disabling the unpicked options once the
    // limit is reached keeps the list honest about what can still be chosen.
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Top skills</FormLabel>
      <Select multiple value={picked} onChange={(_event, next) => setPicked(next)} placeholder="Up to three">
        {skills.map((skill) => (
          <Option key={skill} value={skill} disabled={picked.length >= limit && !picked.includes(skill)}>
            {skill}
          </Option>
        ))}
      </Select>
      <FormHelperText>
        {picked.length} of {limit} chosen
      </FormHelperText>
    </FormControl>
  );
}
