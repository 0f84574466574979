import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const theme = createTheme({
  palette: { primary: { main: '#3949ab' } },
  components: {
    MuiTextField: { defaultProps: { variant: 'filled', fullWidth: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 10,
          textTransform: 'none',
          variants: [
            { props: { variant: 'contained' }, style: { fontWeight: 700 } },
            {
              props: { variant: 'outlined', color: 'error' },
              style: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
            },
          ],
        },
      },
    },
    MuiChip: {
      styleOverrides: {
        root: ({ ownerState }) => ({
          fontWeight: 600,
          ...(ownerState.size === 'small' && { borderRadius: 6 }),
        }),
      },
    },
  },
});

export default function ThemedComponentsForm() {
  const [status, setStatus] = React.useState('draft');
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
        <Stack spacing={2}>
          <Chip
            size="small"
            label={`Status: ${status}`}
            sx={{ alignSelf: 'flex-start' }}
          />
          <TextField label="Post title" defaultValue="Release notes 4.2" />
          <TextField label="Summary" multiline minRows={2} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => setStatus('published')}>
              Publish
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setStatus('deleted')}
            >
              Delete
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
