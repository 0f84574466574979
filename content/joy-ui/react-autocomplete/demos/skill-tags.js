import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteListbox from '@mui/joy/AutocompleteListbox';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const skills = [
  'Accessibility',
  'Animation',
  'Design systems',
  'GraphQL',
  'Node.js',
  'React',
  'Testing',
  'TypeScript',
];

// A taller listbox than the default, passed through the `listbox` slot.
const TallListbox = React.forwardRef(function TallListbox(props, ref) {
  return <AutocompleteListbox ref={ref} {...props} sx={{ maxHeight: 320 }} />;
});

export default function SkillTags() {
  const [value, setValue] = React.useState(['React', 'TypeScript']);
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
        // The default tags' delete buttons have no accessible name; these say which skill they remove.
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="soft"
                color="primary"
                endDecorator={
                  <ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />
                }
              >
                {tag}
              </Chip>
            );
          })
        }
      />
      <FormHelperText>
        {tooMany
          ? 'Keep it to five skills.'
          : `${value.length} of 5. Type a skill that is not listed and press Enter.`}
      </FormHelperText>
    </FormControl>
  );
}
