import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const labels = [
  { name: 'bug', color: 'danger' },
  { name: 'feature', color: 'success' },
  { name: 'docs', color: 'primary' },
  { name: 'question', color: 'warning' },
  { name: 'chore', color: 'neutral' },
];

export default function ColoredTags() {
  const [value, setValue] = React.useState([labels[0], labels[2]]);

  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Labels</FormLabel>
      <Autocomplete
        multiple
        options={labels}
        value={value}
        onChange={(_event, next) => setValue(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.name === selected.name}
        // renderTags draws the selected values: here a soft chip in each label's own color.
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { onClick, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                {...tagProps}
                key={tag.name}
                variant="soft"
                color={tag.color}
                endDecorator={
                  <ChipDelete onClick={onClick} aria-label={`Remove ${tag.name}`} />
                }
              >
                {tag.name}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
