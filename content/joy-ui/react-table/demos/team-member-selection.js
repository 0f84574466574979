import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const users = [
  { id: 1, name: 'Ana Souza', role: 'Admin' },
  { id: 2, name: 'Ben Carter', role: 'Editor' },
  { id: 3, name: 'Chen Wei', role: 'Viewer' },
  { id: 4, name: 'Dara Okafor', role: 'Editor' },
];

export default function TeamMemberSelection() {
  const [selected, setSelected] = React.useState([]);
  const all = selected.length === users.length;
  const toggle = (id) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm' }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          px: 2,
          py: 1,
          minHeight: 48,
          bgcolor: selected.length ? 'background.level1' : undefined,
        }}
      >
        <Typography level="title-sm" sx={{ flex: 1 }} aria-live="polite">
          {selected.length ? `${selected.length} selected` : 'Team members'}
        </Typography>
        {selected.length > 0 && (
          <Button
            size="sm"
            color="danger"
            variant="soft"
            onClick={() => setSelected([])}
          >
            Remove
          </Button>
        )}
      </Stack>
      <Table
        aria-label="Team members"
        hoverRow
        sx={{ '& tr > *:first-of-type': { width: 48, textAlign: 'center' } }}
      >
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                size="sm"
                checked={all}
                indeterminate={selected.length > 0 && !all}
                onChange={(e) =>
                  setSelected(e.target.checked ? users.map((u) => u.id) : [])
                }
                slotProps={{ input: { 'aria-label': 'Select all members' } }}
              />
            </th>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <Checkbox
                  size="sm"
                  checked={selected.includes(user.id)}
                  onChange={() => toggle(user.id)}
                  slotProps={{ input: { 'aria-label': `Select ${user.name}` } }}
                />
              </td>
              <td>{user.name}</td>
              <td>{user.role}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
