import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'];
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'];
const variants = ['solid', 'soft', 'outlined', 'plain'];

export default function PaletteExplorer() {
  const [color, setColor] = React.useState('primary');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="sm"
        value={color}
        onChange={(_event, value) => value && setColor(value)}
        aria-label="Palette color"
        sx={{ flexWrap: 'wrap' }}
      >
        {colors.map((name) => (
          <Button key={name} value={name}>
            {name}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
          gap: 1,
        }}
      >
        {shades.map((shade) => (
          <div key={shade}>
            <Box
              sx={{
                height: 40,
                borderRadius: 'sm',
                bgcolor: `${color}.${shade}`,
                border: '1px solid',
                borderColor: 'divider',
              }}
            />
            <Typography level="body-xs">{shade}</Typography>
          </div>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} color={color}>
            {variant}
          </Button>
        ))}
      </Stack>
      <Typography level="body-sm">
        The solid button&apos;s background is{' '}
        <code>--joy-palette-{color}-solidBg</code>.
      </Typography>
    </Stack>
  );
}
