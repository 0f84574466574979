import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const ratios = ['1/1', '4/3', '16/9', '21/9'];

export default function RatioPicker() {
  const [ratio, setRatio] = React.useState('16/9');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <ToggleButtonGroup
        aria-label="Aspect ratio"
        size="sm"
        value={ratio}
        onChange={(_event, value) => value && setRatio(value)}
      >
        {ratios.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      {/* ratio accepts a number or a "width/height" string; the height follows the width. */}
      <AspectRatio
        ratio={ratio}
        variant="soft"
        color="primary"
        sx={{ borderRadius: 'md' }}
      >
        <Typography level="h3" component="p">
          {ratio}
        </Typography>
      </AspectRatio>
    </Box>
  );
}
