import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const members = ['You (owner)', 'Ana', 'Bo', 'Chidi', 'Dana', 'Eli'];
const fixed = ['You (owner)'];

export default function FixedOwnerTags() {
  const [value, setValue] = React.useState([...fixed, 'Ana']);

  return (
    <Autocomplete
      id="fixed-owner-tags-input"
      multiple
      value={value}
      // Whatever the change (a chip removed, the clear button), the fixed members stay.
      onChange={(_event, next) =>
        setValue([...fixed, ...next.filter((m) => !fixed.includes(m))])
      }
      options={members}
      renderTags={(tagValue, getTagProps) =>
        tagValue.map((member, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return (
            <Chip
              key={key}
              label={member}
              {...tagProps}
              disabled={fixed.includes(member)}
            />
          );
        })
      }
      sx={{ width: 420 }}
      renderInput={(params) => <TextField {...params} label="Shared with" />}
    />
  );
}
