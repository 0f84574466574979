import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// A state style must be nested under the slot it belongs to: the component's own rule for
// .Mui-selected is more specific than a bare root rule, so a plain `backgroundColor` in root
// would lose to it.
const navTheme = createTheme({
  components: {
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius,
          '&.Mui-selected': {
            backgroundColor: (theme.vars || theme).palette.primary.main,
            color: (theme.vars || theme).palette.primary.contrastText,
          },
          '&.Mui-selected:hover': {
            backgroundColor: (theme.vars || theme).palette.primary.dark,
          },
        }),
      },
    },
  },
});

const PAGES = ['Overview', 'Invoices', 'Customers', 'Reports'];

export default function ThemeOverridesSpecificity() {
  const [selected, setSelected] = React.useState('Invoices');

  return (
    <ThemeProvider theme={navTheme}>
      <Paper variant="outlined" sx={{ width: 240, p: 1 }}>
        <List component="nav" aria-label="Billing sections" dense disablePadding>
          {PAGES.map((page) => (
            <ListItemButton
              key={page}
              selected={page === selected}
              aria-current={page === selected ? 'page' : undefined}
              onClick={() => setSelected(page)}
            >
              <ListItemText primary={page} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </ThemeProvider>
  );
}
