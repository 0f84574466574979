import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, styled } from '@mui/material/styles';

// A token Material UI does not know: the color of a "danger zone" in settings screens.
// createTheme's extra arguments are merged as-is; in an app, declare `status` on Theme
// (module augmentation, see below) instead of the cast used here.

const appTheme = createTheme(
  {},
  { status: { danger: '#b3261e', dangerText: '#ffffff' } },
);

const DangerZone = styled('section')(({ theme }) => {
  const { status } = theme;
  return {
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    border: `2px solid ${status.danger}`,
  };
});

export default function ThemeCustomTokens() {
  return (
    <ThemeProvider theme={appTheme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
        <DangerZone aria-labelledby="theme-custom-tokens-title">
          <Typography
            id="theme-custom-tokens-title"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700 }}
          >
            Danger zone
          </Typography>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            Transferring the workspace moves billing and ownership to another admin.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              sx={(theme) => ({
                bgcolor: theme.status.danger,
                color: theme.status.dangerText,
                '&:hover': {
                  bgcolor: theme.status.danger,
                  filter: 'brightness(0.9)',
                },
              })}
            >
              Transfer workspace
            </Button>
          </Stack>
        </DangerZone>
      </Paper>
    </ThemeProvider>
  );
}
