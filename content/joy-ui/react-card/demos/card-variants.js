import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

const variants = ['plain', 'outlined', 'soft', 'solid'];

export default function CardVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 2,
      }}
    >
      {variants.map((variant) => (
        // invertedColors only matters for solid: it keeps the text readable on the strong surface.
        <Card
          key={variant}
          variant={variant}
          color="primary"
          invertedColors={variant === 'solid'}
          // A deep shade behind the solid card keeps its inverted text readable.
          sx={variant === 'solid' ? { bgcolor: 'primary.800' } : undefined}
        >
          <CardContent>
            <Typography level="title-md">{variant}</Typography>
            <Typography level="body-sm">
              Weekly summary: 12 orders, 3 returns.
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
