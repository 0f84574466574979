import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { styled, THEME_ID, ThemeProvider, useThemeProps } from '@mui/joy/styles';

const StatRoot = styled('div', { name: 'JoyStat', slot: 'root' })(
  ({ theme, ownerState }) => ({
    padding: theme.spacing(1.5, 2),
    borderRadius: theme.vars.radius.sm,
    ...theme.typography['title-lg'],
    ...theme.variants[ownerState.variant]?.[ownerState.color],
  }),
);

function Stat(inProps) {
  // The theme's components.JoyStat.defaultProps fill in what the instance leaves out.
  const {
    value,
    label,
    variant = 'soft',
    color = 'neutral',
  } = useThemeProps({ props: inProps, name: 'JoyStat' });
  return (
    <StatRoot ownerState={{ variant, color }}>
      {value}
      <Typography level="body-xs" sx={{ color: 'inherit' }}>
        {label}
      </Typography>
    </StatRoot>
  );
}

// `JoyStat` is not one of Joy's own keys, so the options object is widened for it here.
const brandTheme = {
  components: {
    JoyStat: {
      defaultProps: { variant: 'solid', color: 'primary' },
      styleOverrides: { root: { textAlign: 'center', minWidth: 120 } },
    },
  },
};

export default function StatThemeDefaults() {
  const [themed, setThemed] = React.useState(true);
  const tiles = (
    <Stack direction="row" spacing={2}>
      <Stat value="42" label="Open tickets" />
      <Stat value="5 min" label="First reply" />
      <Stat value="12" label="Escalated" color="danger" />
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        startDecorator={
          <Switch checked={themed} onChange={(e) => setThemed(e.target.checked)} />
        }
      >
        Apply the brand theme
      </Typography>
      {themed ? (
        <ThemeProvider theme={{ [THEME_ID]: brandTheme }}>{tiles}</ThemeProvider>
      ) : (
        tiles
      )}
    </Stack>
  );
}
