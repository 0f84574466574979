import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';

function SunIcon(props) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="4.5" />
      <path d="M11 1h2v4h-2zM11 19h2v4h-2zM1 11h4v2H1zM19 11h4v2h-4zM4.2 5.6l1.4-1.4 2.8 2.8-1.4 1.4zM15.6 17l1.4-1.4 2.8 2.8-1.4 1.4zM4.2 18.4 7 15.6l1.4 1.4-2.8 2.8zM15.6 7 18.4 4.2l1.4 1.4L17 8.4z" />
    </SvgIcon>
  );
}

function RainIcon(props) {
  return (
    <SvgIcon {...props}>
      <path d="M6.5 15A4.5 4.5 0 0 1 6 6.03 6 6 0 0 1 17.66 7.5 3.75 3.75 0 0 1 17.5 15z" />
      <path d="M8 17h2l-1 4H7zM12 17h2l-1 4h-2zM16 17h2l-1 4h-2z" />
    </SvgIcon>
  );
}

export default function CustomWeatherIcons() {
  const [rain, setRain] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {rain ? (
          <RainIcon size="lg" color="primary" />
        ) : (
          <SunIcon size="lg" color="warning" />
        )}
        <Typography level="title-lg">
          {rain ? 'Showers, 14°' : 'Sunny, 22°'}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Chip startDecorator={<SunIcon />} variant="soft" color="warning">
          Tue 23°
        </Chip>
        <Chip startDecorator={<RainIcon />} variant="soft" color="primary">
          Wed 15°
        </Chip>
      </Stack>
      <Button
        size="lg"
        variant="outlined"
        startDecorator={rain ? <SunIcon /> : <RainIcon />}
        onClick={() => setRain((r) => !r)}
      >
        Show {rain ? 'sunny' : 'rainy'} forecast
      </Button>
    </Stack>
  );
}
