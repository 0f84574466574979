import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const people = [
  { name: 'Ada Lovelace', role: 'Analyst', city: 'London' },
  { name: 'Alan Turing', role: 'Cryptographer', city: 'Manchester' },
  { name: 'Grace Hopper', role: 'Admiral', city: 'Arlington' },
];

export default function ResponsiveLayoutSwitch() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        Window is {wide ? 'md or wider: a table' : 'narrower than md: a list'}
      </Typography>
      {wide ? (
        <Table size="small" aria-label="Team">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>City</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {people.map((p) => (
              <TableRow key={p.name}>
                <TableCell>{p.name}</TableCell>
                <TableCell>{p.role}</TableCell>
                <TableCell>{p.city}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <List dense aria-label="Team">
          {people.map((p) => (
            <ListItem key={p.name}>
              <ListItemText primary={p.name} secondary={`${p.role}, ${p.city}`} />
            </ListItem>
          ))}
        </List>
      )}
    </div>
  );
}
