import * as React from 'react';
import Button from '@mui/joy/Button';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'];
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'];

export default function ButtonPlayground() {
  const [color, setColor] = React.useState('primary');
  const [size, setSize] = React.useState('md');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Select
          value={color}
          onChange={(_e, v) => v && setColor(v)}
          slotProps={{ button: { 'aria-label': 'Color' } }}
          sx={{ minWidth: 140 }}
        >
          {colors.map((c) => (
            <Option key={c} value={c}>
              {c}
            </Option>
          ))}
        </Select>
        <Select
          value={size}
          onChange={(_e, v) => v && setSize(v)}
          slotProps={{ button: { 'aria-label': 'Size' } }}
        >
          {sizes.map((s) => (
            <Option key={s} value={s}>
              {s}
            </Option>
          ))}
        </Select>
      </Stack>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {variants.map((variant) => (
          <Button key={variant} variant={variant} color={color} size={size}>
            {variant}
          </Button>
        ))}
        <Button variant="solid" color={color} size={size} disabled>
          disabled
        </Button>
      </Stack>
    </Stack>
  );
}
