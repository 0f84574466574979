import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  ThemeProvider,
  createTheme,
  responsiveFontSizes,
} from '@mui/material/styles';

export default function TypographyScale() {
  const [base, setBase] = React.useState(14);
  const [responsive, setResponsive] = React.useState(false);
  const theme = React.useMemo(() => {
    const created = createTheme({ typography: { fontSize: base } });
    return responsive ? responsiveFontSizes(created) : created;
  }, [base, responsive]);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack sx={{ width: 220 }}>
          <Typography id="typography-scale-base" variant="body2">
            typography.fontSize: {base}
          </Typography>
          <Slider
            aria-labelledby="typography-scale-base"
            value={base}
            min={12}
            max={18}
            step={1}
            marks
            onChange={(_, value) => setBase(value)}
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={responsive}
              onChange={(e) => setResponsive(e.target.checked)}
            />
          }
          label="responsiveFontSizes"
        />
      </Stack>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" component="article" sx={{ p: 2 }}>
          <Typography variant="overline">Field report</Typography>
          <Typography variant="h3" component="h3">
            Tides of the northern coast
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            color="text.secondary"
            gutterBottom
          >
            Six months of readings from three stations
          </Typography>
          <Typography variant="body1">
            Spring tides reached 4.1 metres in March, the highest since the stations
            were installed.
          </Typography>
          <Typography variant="caption" component="p" sx={{ mt: 1 }}>
            h3 is {String(theme.typography.h3.fontSize)} at this width; body1 is{' '}
            {String(theme.typography.body1.fontSize)}.
          </Typography>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
