import * as React from 'react';
import Box from '@mui/joy/Box';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['neutral', 'primary', 'success', 'warning', 'danger'];
const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];
const fruits = ['Apricot', 'Blueberry', 'Cherry', 'Damson', 'Elderberry'];

export default function AutocompleteColors() {
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  const colorLabelId = React.useId();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <FormLabel id={colorLabelId} sx={{ mb: 1 }}>
          Color
        </FormLabel>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby={colorLabelId}
          value={color}
          onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
          sx={{ flexWrap: 'wrap', gap: 1.5 }}
        >
          {colors.map((item) => (
            <Radio key={item} value={item} label={item} color={item} />
          ))}
        </RadioGroup>
      </div>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
        {variants.map((variant) => (
          <FormControl key={variant} color={color}>
            <FormLabel>{variant}</FormLabel>
            {/* The color reaches the input, the focus ring and the highlighted option. */}
            <Autocomplete variant={variant} color={color} options={fruits} placeholder="Fruit" />
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
