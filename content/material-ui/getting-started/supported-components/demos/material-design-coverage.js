import * as React from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const ROWS = [
  { design: 'App bars: top', equivalent: 'AppBar, Toolbar', status: 'Component' },
  {
    design: 'App bars: bottom',
    equivalent: 'AppBar with position="fixed" at the bottom',
    status: 'Composed',
  },
  {
    design: 'Backdrop',
    equivalent: 'Drawer or Modal with your content',
    status: 'Composed',
  },
  {
    design: 'Banners',
    equivalent: 'Alert, or Paper with Buttons',
    status: 'Composed',
  },
  {
    design: 'Bottom navigation',
    equivalent: 'BottomNavigation',
    status: 'Component',
  },
  {
    design: 'Buttons',
    equivalent: 'Button, IconButton, ButtonGroup',
    status: 'Component',
  },
  { design: 'Floating action button', equivalent: 'Fab', status: 'Component' },
  {
    design: 'Toggle buttons',
    equivalent: 'ToggleButton, ToggleButtonGroup',
    status: 'Component',
  },
  { design: 'Cards', equivalent: 'Card and its parts', status: 'Component' },
  { design: 'Checkboxes', equivalent: 'Checkbox', status: 'Component' },
  { design: 'Chips', equivalent: 'Chip', status: 'Component' },
  {
    design: 'Data tables',
    equivalent: 'Table (simple), Data Grid (advanced)',
    status: 'MUI X',
  },
  { design: 'Date pickers', equivalent: 'Date and Time Pickers', status: 'MUI X' },
  { design: 'Dialogs', equivalent: 'Dialog', status: 'Component' },
  { design: 'Dividers', equivalent: 'Divider', status: 'Component' },
  { design: 'Image lists', equivalent: 'ImageList', status: 'Component' },
  { design: 'Lists', equivalent: 'List and its parts', status: 'Component' },
  { design: 'Menus', equivalent: 'Menu, MenuItem', status: 'Component' },
  { design: 'Navigation drawer', equivalent: 'Drawer', status: 'Component' },
  {
    design: 'Navigation rail',
    equivalent: 'Drawer variant="permanent" with icons',
    status: 'Composed',
  },
  {
    design: 'Progress indicators',
    equivalent: 'CircularProgress, LinearProgress',
    status: 'Component',
  },
  { design: 'Radio buttons', equivalent: 'Radio, RadioGroup', status: 'Component' },
  {
    design: 'Sheets: bottom',
    equivalent: 'Drawer anchor="bottom"',
    status: 'Composed',
  },
  {
    design: 'Sheets: side',
    equivalent: 'Drawer anchor="right"',
    status: 'Composed',
  },
  { design: 'Sliders', equivalent: 'Slider', status: 'Component' },
  { design: 'Snackbars', equivalent: 'Snackbar', status: 'Component' },
  { design: 'Switches', equivalent: 'Switch', status: 'Component' },
  { design: 'Tabs', equivalent: 'Tabs, Tab', status: 'Component' },
  { design: 'Text fields', equivalent: 'TextField', status: 'Component' },
  { design: 'Time pickers', equivalent: 'Date and Time Pickers', status: 'MUI X' },
  { design: 'Tooltips', equivalent: 'Tooltip', status: 'Component' },
  { design: 'Steppers', equivalent: 'Stepper, MobileStepper', status: 'Component' },
  { design: 'Expansion panels', equivalent: 'Accordion', status: 'Component' },
  {
    design: 'Carousel',
    equivalent: 'MobileStepper with your own slides',
    status: 'Not planned',
  },
];

const STATUS_COLOR = {
  Component: 'success',
  Composed: 'primary',
  'MUI X': 'secondary',
  'Not planned': 'default',
};

export default function MaterialDesignCoverage() {
  const [query, setQuery] = React.useState('');
  const [status, setStatus] = React.useState('All');

  const needle = query.trim().toLowerCase();
  const rows = ROWS.filter(
    (row) =>
      (status === 'All' || row.status === status) &&
      (needle === '' ||
        `${row.design} ${row.equivalent}`.toLowerCase().includes(needle)),
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Search components"
          size="small"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          onChange={(_, next) => next && setStatus(next)}
          aria-label="Filter by status"
        >
          {['All', 'Component', 'Composed', 'MUI X', 'Not planned'].map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {/* The table scrolls inside its frame; tabIndex lets keyboard users scroll it too. */}
      <TableContainer
        component={Paper}
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label="Material Design components table"
        sx={{ maxHeight: 360 }}
      >
        <Table size="small" stickyHeader aria-label="Material Design components">
          <TableHead>
            <TableRow>
              <TableCell>Material Design</TableCell>
              <TableCell>Material UI</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.design}>
                <TableCell>{row.design}</TableCell>
                <TableCell>{row.equivalent}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={STATUS_COLOR[row.status]}
                    label={row.status}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" role="status">
        {rows.length} of {ROWS.length} shown
      </Typography>
    </Stack>
  );
}
