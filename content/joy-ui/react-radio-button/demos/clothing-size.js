import * as React from 'react';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const sizes = [
  { value: 'XS', stock: 0 },
  { value: 'S', stock: 4 },
  { value: 'M', stock: 12 },
  { value: 'L', stock: 2 },
  { value: 'XL', stock: 7 },
];

export default function ClothingSize() {
  const [size, setSize] = React.useState('M');
  const stock = sizes.find((item) => item.value === size)?.stock ?? 0;

  return (
    <div>
      {/* The group is named by its label's id: a FormControl would point the label's `for` at the group's <div>, which cannot be labelled that way. */}
      <FormLabel id="clothing-size-label">Size</FormLabel>
      <RadioGroup
        aria-labelledby="clothing-size-label"
        aria-describedby="clothing-size-stock"
        orientation="horizontal"
        name="clothing-size"
        value={size}
        onChange={(event) => setSize(event.target.value)}
        sx={{ gap: 1 }}
      >
        {sizes.map((item) => (
          // No circle: square tiles whose border shows the choice. A sold-out size is disabled.
          <Radio
            key={item.value}
            value={item.value}
            label={item.value}
            disabled={item.stock === 0}
            disableIcon
            overlay
            variant="outlined"
            color="neutral"
            sx={{
              width: 48,
              height: 48,
              alignItems: 'center',
              justifyContent: 'center',
            }}
            slotProps={{
              action: ({ checked }) => ({
                sx: checked
                  ? { borderWidth: 2, borderColor: 'primary.outlinedColor' }
                  : {},
              }),
              label: ({ disabled }) => ({
                sx: {
                  fontWeight: 'lg',
                  ...(disabled
                    ? { textDecoration: 'line-through' }
                    : { color: 'text.primary' }),
                },
              }),
            }}
          />
        ))}
      </RadioGroup>
      <FormHelperText id="clothing-size-stock">
        {stock <= 2 ? `Only ${stock} left in ${size}.` : `${size} is in stock.`}
      </FormHelperText>
    </div>
  );
}
