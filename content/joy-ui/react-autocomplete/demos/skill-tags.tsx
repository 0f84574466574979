import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteListbox from '@mui/joy/AutocompleteListbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const skills = ['Accessibility', 'Animation', 'Design systems', 'GraphQL', 'Node.js', 'React', 'Testing', 'TypeScript'];

// A taller listbox than the default, passed through the `listbox` slot.
const TallListbox = React.forwardRef<HTMLUListElement, React.ComponentProps<typeof AutocompleteListbox>>(
  function TallListbox(props, ref) {
    return <AutocompleteListbox ref={ref} {...props} sx={{ maxHeight: 320 }} />;
  },
);

export default function SkillTags() {
  const [value, setValue] = React.useState<string[]>(['React', 'TypeScript']);
  const tooMany = value.length > 5;
  return (
    <FormControl error={tooMany} sx={{ width: 360 }}>
      <FormLabel>Skills</FormLabel>
      <Autocomplete
        multiple
        freeSolo
        options={skills}
        value={value}
        onChange={(_event, next) => setValue(next)}
        placeholder={value.length ? '' : 'Add a skill'}
        slots={{ listbox: TallListbox }}
      />
      <FormHelperText>
        {tooMany ? 'Keep it to five skills.' : `${value.length} of 5. Type a skill that is not listed and press Enter.`}
      </FormHelperText>
    </FormControl>
  );
}
