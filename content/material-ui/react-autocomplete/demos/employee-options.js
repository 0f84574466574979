import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const employees = [
  { id: 1, firstName: 'Ana', lastName: 'Silva', team: 'Design' },
  { id: 2, firstName: 'Bo', lastName: 'Lindqvist', team: 'Engineering' },
  { id: 3, firstName: 'Chidi', lastName: 'Okafor', team: 'Engineering' },
  { id: 4, firstName: 'Dana', lastName: 'Levi', team: 'Support' },
];

export default function EmployeeOptions() {
  // The value comes from elsewhere (a saved form): a new object equal by id, not the same object.
  const [reviewer, setReviewer] = React.useState({
    id: 3,
    firstName: 'Chidi',
    lastName: 'Okafor',
    team: 'Engineering',
  });

  return (
    <Stack spacing={1}>
      <Autocomplete
        id="employee-options-input"
        options={employees}
        value={reviewer}
        onChange={(_event, next) => setReviewer(next)}
        getOptionLabel={(employee) => `${employee.firstName} ${employee.lastName}`}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        sx={{ width: 300 }}
        renderInput={(params) => <TextField {...params} label="Reviewer" />}
      />
      <Typography variant="body2">
        {reviewer ? `Team: ${reviewer.team}` : 'No reviewer'}
      </Typography>
    </Stack>
  );
}
