import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// theme.unstable_sx lets styleOverrides use the sx shorthand: spacing units, palette paths,
// responsive values.
const cardTheme = createTheme({
  components: {
    MuiCard: {
      styleOverrides: {
        root: ({ theme }) =>
          theme.unstable_sx({
            p: { xs: 1, sm: 2 },
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            boxShadow: 0,
          }),
      },
    },
    MuiCardActions: {
      styleOverrides: {
        root: ({ theme }) =>
          theme.unstable_sx({ justifyContent: 'flex-end', gap: 1, px: 2 }),
      },
    },
  },
});

export default function ThemeOverridesSx() {
  return (
    <ThemeProvider theme={cardTheme}>
      <Card sx={{ maxWidth: 380 }}>
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Delete project?
          </Typography>
          <Typography variant="body2">
            The project and its 24 files will be removed for everyone. This cannot be
            undone.
          </Typography>
        </CardContent>
        <CardActions>
          <Button>Cancel</Button>
          <Button variant="contained" color="error">
            Delete
          </Button>
        </CardActions>
      </Card>
    </ThemeProvider>
  );
}
