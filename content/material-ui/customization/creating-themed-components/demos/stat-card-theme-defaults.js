import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ThemeProvider,
  createTheme,
  styled,
  useThemeProps,
} from '@mui/material/styles';

const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })(({ theme }) => ({
  padding: theme.spacing(2),
  minWidth: 150,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  color: (theme.vars || theme).palette.text.primary,
  variants: [
    {
      props: { variant: 'elevated' },
      style: { boxShadow: (theme.vars || theme).shadows[2] },
    },
    {
      props: { variant: 'outlined' },
      style: { border: `1px solid ${(theme.vars || theme).palette.divider}` },
    },
  ],
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h5,
  fontWeight: 600,
}));

function Stat(inProps) {
  // Theme defaultProps fill in whatever the caller left out.
  const props = useThemeProps({ props: inProps, name: 'MuiStat' });
  const { label, value, variant = 'elevated' } = props;
  const ownerState = { ...props, variant };
  return (
    <StatRoot ownerState={ownerState}>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <StatValue>{value}</StatValue>
    </StatRoot>
  );
}

// MuiStat is not a built-in key, so it goes in createTheme's untyped second argument
// (or declare it with module augmentation, as the page shows).
const brandTheme = createTheme(
  { palette: { primary: { main: '#5b3cc4' } }, shape: { borderRadius: 12 } },
  {
    components: {
      MuiStat: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: {
          // Decoration only: text colors stay the scheme's, so the card reads in light and dark.
          root: { borderLeft: '4px solid #5b3cc4' },
          value: {
            textDecoration: 'underline',
            textDecorationColor: '#5b3cc4',
            textUnderlineOffset: 6,
          },
        },
      },
    },
  },
);

function Row() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stat label="Open tickets" value="42" />
      <Stat label="Resolved today" value="17" />
    </Stack>
  );
}

export default function StatCardThemeDefaults() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <div>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Without a theme entry (component defaults)
        </Typography>
        <Row />
      </div>
      <ThemeProvider theme={brandTheme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Inside a theme with MuiStat defaultProps and styleOverrides
          </Typography>
          <Row />
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
