import * as React from 'react';
import Card from '@mui/joy/Card';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CardPaddingVariables() {
  const [padding, setPadding] = React.useState(16);
  const [radius, setRadius] = React.useState(8);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Stack spacing={1} sx={{ minWidth: 200 }}>
        <Typography
          id="card-padding-variables-padding"
          level="body-sm"
          sx={{ fontFamily: 'code' }}
        >
          --Card-padding: {padding}px
        </Typography>
        <Slider
          min={0}
          max={40}
          value={padding}
          onChange={(_e, v) => setPadding(v)}
          slotProps={{
            input: { 'aria-labelledby': 'card-padding-variables-padding' },
          }}
        />
        <Typography
          id="card-padding-variables-radius"
          level="body-sm"
          sx={{ fontFamily: 'code' }}
        >
          --Card-radius: {radius}px
        </Typography>
        <Slider
          min={0}
          max={32}
          value={radius}
          onChange={(_e, v) => setRadius(v)}
          slotProps={{
            input: { 'aria-labelledby': 'card-padding-variables-radius' },
          }}
        />
      </Stack>
      <Card
        variant="outlined"
        sx={{
          '--Card-padding': `${padding}px`,
          '--Card-radius': `${radius}px`,
          width: 240,
        }}
      >
        <Typography level="title-md">Weekly digest</Typography>
        <Typography level="body-sm">
          Padding and radius come from two CSS variables.
        </Typography>
      </Card>
    </Stack>
  );
}
