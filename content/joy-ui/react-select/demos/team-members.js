import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const people = [
  { id: 'ak', name: 'Amara Kone' },
  { id: 'jl', name: 'Jonas Lind' },
  { id: 'mr', name: 'Mei Ren' },
  { id: 'ps', name: 'Priya Shah' },
];

export default function TeamMembers() {
  const [members, setMembers] = React.useState(['mr']);
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Reviewers</FormLabel>
      <Select
        multiple
        value={members}
        onChange={(_event, next) => setMembers(next)}
        placeholder="Nobody yet"
        renderValue={(selected) => (
          <span style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
            {selected.map((option) => (
              <Chip key={option.value} size="sm" variant="soft">
                {option.label}
              </Chip>
            ))}
          </span>
        )}
      >
        {people.map((person) => (
          <Option key={person.id} value={person.id} label={person.name}>
            <ListItemDecorator>
              <Avatar size="sm">{person.id.toUpperCase()}</Avatar>
            </ListItemDecorator>
            {person.name}
          </Option>
        ))}
      </Select>
      <FormHelperText>Every reviewer gets a notification.</FormHelperText>
    </FormControl>
  );
}
