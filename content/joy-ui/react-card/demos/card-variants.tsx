import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const cards: { variant: VariantProp; title: string; text: string }[] = [
  { variant: 'outlined', title: 'Outlined', text: 'The default: an edge and the surface color.' },
  { variant: 'soft', title: 'Soft', text: 'A tinted surface that groups without a border.' },
  { variant: 'solid', title: 'Solid', text: 'The strongest surface, for a highlight.' },
  { variant: 'plain', title: 'Plain', text: 'No background: layout and spacing only.' },
];

export default function CardVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {cards.map((card) => (
        <Card key={card.variant} variant={card.variant} color="neutral" invertedColors={card.variant === 'solid'} sx={{ width: 200 }}>
          <CardContent>
            <Typography level="title-md">{card.title}</Typography>
            <Typography level="body-sm">{card.text}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
