import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const without = (list, remove) => list.filter((item) => !remove.includes(item));

function PeopleList({ id, title, people, checked, onToggle }) {
  return (
    <Paper variant="outlined" sx={{ width: 200 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <List dense aria-labelledby={id} sx={{ height: 200, overflow: 'auto' }}>
        {/* One labelled checkbox per row: the whole row toggles it, and it is the row's only control. */}
        {people.map((person) => (
          <ListItem key={person} disablePadding sx={{ px: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(person)}
                  onChange={() => onToggle(person)}
                />
              }
              label={person}
              sx={{ width: '100%', mr: 0 }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

export default function TeamTransferList() {
  const [everyone, setEveryone] = React.useState([
    'Ana',
    'Bo',
    'Chidi',
    'Dana',
    'Eli',
  ]);
  const [team, setTeam] = React.useState(['Farah', 'Gus']);
  const [checked, setChecked] = React.useState([]);

  const toggle = (person) =>
    setChecked((current) =>
      current.includes(person) ? without(current, [person]) : [...current, person],
    );
  const toTeam = everyone.filter((person) => checked.includes(person));
  const toEveryone = team.filter((person) => checked.includes(person));

  const move = (from, people) => {
    if (from === 'everyone') {
      setEveryone(without(everyone, people));
      setTeam([...team, ...people]);
    } else {
      setTeam(without(team, people));
      setEveryone([...everyone, ...people]);
    }
    setChecked(without(checked, people));
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <PeopleList
        id="team-transfer-all"
        title="Organisation"
        people={everyone}
        checked={checked}
        onToggle={toggle}
      />
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move('everyone', everyone)}
          disabled={everyone.length === 0}
          aria-label="Move all to the team"
        >
          ≫
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move('everyone', toTeam)}
          disabled={toTeam.length === 0}
          aria-label="Move selected to the team"
        >
          &gt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move('team', toEveryone)}
          disabled={toEveryone.length === 0}
          aria-label="Move selected to the organisation"
        >
          &lt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move('team', team)}
          disabled={team.length === 0}
          aria-label="Move all to the organisation"
        >
          ≪
        </Button>
      </Stack>
      <PeopleList
        id="team-transfer-team"
        title="Project team"
        people={team}
        checked={checked}
        onToggle={toggle}
      />
    </Stack>
  );
}
