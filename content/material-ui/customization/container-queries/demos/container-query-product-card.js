import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  // Narrow container: image on top, full-width button.
  gridTemplateColumns: '1fr',
  // From the sm breakpoint's width (600px) of the container: image beside the text.
  [theme.containerQueries.up('sm')]: {
    gridTemplateColumns: '160px 1fr',
    alignItems: 'center',
  },
}));

const Picture = styled('div')(({ theme }) => ({
  aspectRatio: '4 / 3',
  borderRadius: theme.shape.borderRadius,
  background: `linear-gradient(135deg, ${(theme.vars || theme).palette.primary.light}, ${(theme.vars || theme).palette.secondary.light})`,
}));

export default function ContainerQueryProductCard() {
  const [width, setWidth] = React.useState(420);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 360 }}>
        <Typography id="cq-card-width-label" variant="body2" gutterBottom>
          Container width: {width}px
        </Typography>
        <Slider
          aria-labelledby="cq-card-width-label"
          min={260}
          max={760}
          step={20}
          value={width}
          onChange={(_, value) => setWidth(value)}
        />
      </Box>
      <Box
        sx={{
          containerType: 'inline-size',
          width,
          maxWidth: '100%',
          resize: 'horizontal',
          overflow: 'auto',
          p: 1,
          outline: '1px dashed',
          outlineColor: 'divider',
        }}
      >
        <Card>
          <Picture
            role="img"
            aria-label="Trail running shoe, product photo placeholder"
          />
          <div>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', mb: 0.5 }}
            >
              <Typography variant="h6" component="h3">
                Ridge trail shoe
              </Typography>
              <Chip size="small" label="New" color="primary" />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Grippy outsole, breathable mesh, 260 g per shoe.
            </Typography>
            <Button
              variant="contained"
              sx={{ width: { '@': '100%', '@sm': 'auto' } }}
            >
              Add to cart, $129
            </Button>
          </div>
        </Card>
      </Box>
    </Stack>
  );
}
