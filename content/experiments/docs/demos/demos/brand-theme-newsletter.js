import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';

// A theme function extends the page's theme instead of replacing it: the color scheme, the CSS
// variables and the reader's settings carry through, and `applyStyles('dark', …)` gives the brand
// its own dark colors, so the demo follows light and dark mode like the rest of the page.
function brandTheme(outer) {
  return {
    ...outer,
    shape: { borderRadius: 4 },
    components: {
      ...outer.components,
      MuiButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            textTransform: 'none',
            fontWeight: 700,
            backgroundColor: '#6a1b4d',
            color: '#ffffff',
            '&:hover': { backgroundColor: '#4a1236' },
            ...theme.applyStyles('dark', {
              backgroundColor: '#f8bbd9',
              color: '#3b0a2a',
              '&:hover': { backgroundColor: '#f48fb1' },
            }),
          }),
        },
      },
    },
  };
}

export default function BrandThemeNewsletter() {
  const [email, setEmail] = React.useState('');
  const [joined, setJoined] = React.useState(false);
  return (
    <ThemeProvider theme={brandTheme}>
      <Paper variant="outlined" sx={{ p: 2.5, maxWidth: 420 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          The monthly release notes
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          One email a month with what changed, what broke and how to upgrade.
        </Typography>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            setJoined(true);
          }}
        >
          <TextField
            label="Work email"
            type="email"
            size="small"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            sx={{ flex: 1 }}
          />
          <Button type="submit" data-testid="brand-subscribe">
            {joined ? 'Subscribed' : 'Subscribe'}
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
