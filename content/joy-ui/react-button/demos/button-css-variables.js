import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Favorite from '@mui/icons-material/FavoriteBorder';

const vars = [
  { name: '--Button-gap', min: 0, max: 24, initial: 8 },
  { name: '--Button-radius', min: 0, max: 28, initial: 6 },
  { name: '--Button-minHeight', min: 28, max: 56, initial: 36 },
  { name: '--IconButton-size', min: 28, max: 56, initial: 36 },
];

export default function ButtonCssVariables() {
  const [values, setValues] = React.useState(() =>
    Object.fromEntries(vars.map((v) => [v.name, v.initial])),
  );
  const style = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, `${v}px`]),
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Stack spacing={1} sx={{ minWidth: 220 }}>
        {vars.map((v) => (
          <FormControl key={v.name}>
            {/* A FormControl gives its label a `for`; the slider does not read it, so point it at the thumb's input. */}
            <FormLabel
              id={`button-css-variables-${v.name}`}
              htmlFor={`button-css-variables-${v.name}-input`}
              sx={{ fontFamily: 'code' }}
            >
              {v.name}: {values[v.name]}px
            </FormLabel>
            <Slider
              size="sm"
              min={v.min}
              max={v.max}
              value={values[v.name]}
              onChange={(_e, value) => setValues((s) => ({ ...s, [v.name]: value }))}
              slotProps={{
                input: {
                  id: `button-css-variables-${v.name}-input`,
                  'aria-labelledby': `button-css-variables-${v.name}`,
                },
              }}
            />
          </FormControl>
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', ...style }}>
        <Button startDecorator={<Favorite />} sx={style}>
          Save
        </Button>
        <IconButton variant="outlined" aria-label="Like" sx={style}>
          <Favorite />
        </IconButton>
      </Stack>
    </Stack>
  );
}
