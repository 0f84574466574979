import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const issues = [
  { id: 412, title: 'Login page flickers on Safari' },
  { id: 409, title: 'Export to CSV drops accents' },
  { id: 405, title: 'Dark mode: chart labels unreadable' },
];

// Only component defaults differ between the two themes.
const regularTheme = createTheme();
const denseTheme = createTheme({
  components: {
    MuiButton: { defaultProps: { size: 'small' } },
    MuiCheckbox: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiToolbar: { defaultProps: { variant: 'dense' } },
  },
});

function IssueList() {
  const [selected, setSelected] = React.useState([]);
  const toggle = (id) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <Paper variant="outlined">
      <Toolbar sx={{ gap: 1 }}>
        <TextField label="Filter issues" sx={{ flex: 1 }} />
        <Button variant="contained" disabled={selected.length === 0}>
          Close {selected.length || ''}
        </Button>
      </Toolbar>
      <Table aria-label="Open issues">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">Select</TableCell>
            <TableCell>Issue</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {issues.map((issue) => (
            <TableRow key={issue.id} selected={selected.includes(issue.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.includes(issue.id)}
                  onChange={() => toggle(issue.id)}
                  inputProps={{ 'aria-label': `Select #${issue.id}` }}
                />
              </TableCell>
              <TableCell>
                #{issue.id} {issue.title}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export default function DensityToggle() {
  const [isDense, setIsDense] = React.useState(true);
  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={isDense} onChange={(e) => setIsDense(e.target.checked)} />
        }
        label="Dense"
      />
      <ThemeProvider theme={isDense ? denseTheme : regularTheme}>
        <IssueList />
      </ThemeProvider>
    </div>
  );
}
