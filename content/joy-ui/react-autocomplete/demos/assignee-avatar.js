import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import PersonOutline from '@mui/icons-material/PersonOutline';

const people = [
  { name: 'Amara Okafor', initials: 'AO', role: 'Design' },
  { name: 'Bruno Silva', initials: 'BS', role: 'Backend' },
  { name: 'Chen Wei', initials: 'CW', role: 'Frontend' },
  { name: 'Dana Levi', initials: 'DL', role: 'QA' },
];

export default function AssigneeAvatar() {
  const [assignee, setAssignee] = React.useState(people[2]);

  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Assignee</FormLabel>
      <Autocomplete
        placeholder="Unassigned"
        options={people}
        value={assignee}
        onChange={(_event, next) => setAssignee(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        // The start decorator follows the value: the chosen person's initials, or a placeholder icon.
        startDecorator={
          assignee ? (
            <Avatar size="sm" variant="soft" sx={{ '--Avatar-size': '24px' }}>
              {assignee.initials}
            </Avatar>
          ) : (
            <PersonOutline />
          )
        }
        renderOption={(props, option) => (
          <AutocompleteOption {...props} key={option.name}>
            <ListItemDecorator>
              <Avatar size="sm" variant="soft">
                {option.initials}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              {option.name}
              <Typography level="body-xs">{option.role}</Typography>
            </ListItemContent>
          </AutocompleteOption>
        )}
      />
    </FormControl>
  );
}
