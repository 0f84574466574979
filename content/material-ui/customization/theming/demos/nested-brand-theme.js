import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Created once, outside the component: a new theme object per render would restyle everything.
const brandTheme = createTheme({
  palette: {
    primary: { main: '#0b5d3b' },
    secondary: { main: '#7a2e8e' },
    background: { paper: '#f4faf6' },
  },
  shape: { borderRadius: 16 },
  typography: { button: { textTransform: 'none', fontWeight: 700 } },
});

function CheckoutPanel() {
  const [added, setAdded] = React.useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2.5, maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h3">
          Greenhouse kit
        </Typography>
        <Chip label="Eco" color="secondary" size="small" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Seeds, trays and a humidity dome. Ships in recycled packaging.
      </Typography>
      <Button variant="contained" fullWidth onClick={() => setAdded(true)}>
        {added ? 'Added to basket' : 'Add to basket, $34'}
      </Button>
    </Paper>
  );
}

export default function NestedBrandTheme() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <div>
        <Typography variant="overline" component="p">
          Page theme
        </Typography>
        <CheckoutPanel />
      </div>
      <div>
        <Typography variant="overline" component="p">
          Nested brand theme
        </Typography>
        <ThemeProvider theme={brandTheme}>
          <CheckoutPanel />
        </ThemeProvider>
      </div>
    </Stack>
  );
}
