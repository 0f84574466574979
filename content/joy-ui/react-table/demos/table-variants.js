import * as React from 'react';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const rows = [
  ['Espresso', '2.20', '120'],
  ['Flat white', '3.40', '86'],
  ['Cold brew', '3.90', '41'],
];

export default function TableVariants() {
  const [variant, setVariant] = React.useState('soft');
  const [borderAxis, setBorderAxis] = React.useState('xBetween');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Select
          value={variant}
          onChange={(_e, v) => v && setVariant(v)}
          slotProps={{ button: { 'aria-label': 'Table variant' } }}
        >
          {['plain', 'outlined', 'soft', 'solid'].map((v) => (
            <Option key={v} value={v}>
              {v}
            </Option>
          ))}
        </Select>
        <Select
          value={borderAxis}
          onChange={(_e, v) => v && setBorderAxis(v)}
          slotProps={{ button: { 'aria-label': 'Border axis' } }}
        >
          {['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'].map(
            (v) => (
              <Option key={v} value={v}>
                {v}
              </Option>
            ),
          )}
        </Select>
      </Stack>
      <Table
        variant={variant}
        color="neutral"
        borderAxis={borderAxis}
        aria-label="Café sales"
        sx={{ maxWidth: 420 }}
      >
        <thead>
          <tr>
            <th scope="col">Drink</th>
            <th scope="col">Price (€)</th>
            <th scope="col">Sold today</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([drink, price, sold]) => (
            <tr key={drink}>
              <td>{drink}</td>
              <td>{price}</td>
              <td>{sold}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
