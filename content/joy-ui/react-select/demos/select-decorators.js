import * as React from 'react';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Inventory from '@mui/icons-material/Inventory2Outlined';

const warehouses = [
  { value: 'rotterdam', label: 'Rotterdam', stock: 1240 },
  { value: 'leipzig', label: 'Leipzig', stock: 310 },
  { value: 'lyon', label: 'Lyon', stock: 58 },
];

export default function SelectDecorators() {
  const [value, setValue] = React.useState('rotterdam');
  const stock = warehouses.find((item) => item.value === value)?.stock ?? 0;

  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Ship from</FormLabel>
      {/* The end decorator sits before the indicator and follows the value. */}
      <Select
        value={value}
        onChange={(_event, next) => next && setValue(next)}
        startDecorator={<Inventory />}
        endDecorator={
          <Chip size="sm" variant="soft" color={stock < 100 ? 'warning' : 'neutral'}>
            {stock} in stock
          </Chip>
        }
      >
        {warehouses.map((item) => (
          <Option key={item.value} value={item.value}>
            {item.label}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
