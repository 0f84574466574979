import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function ListColors() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography level="body-xs" sx={{ mb: 1, fontWeight: 'lg' }}>
            {variant}
          </Typography>
          {/* Each ListItem takes its own variant and color; the list only spaces them. */}
          <List size="sm" aria-label={`${variant} items`} sx={{ '--List-gap': '4px' }}>
            {colors.map((color) => (
              <ListItem key={color} variant={variant} color={color} sx={{ borderRadius: 'sm' }}>
                {color}
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Box>
  );
}
