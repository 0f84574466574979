import * as React from 'react';
import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['neutral', 'primary', 'success', 'warning', 'danger'];
const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

const rows = [
  { service: 'Search API', uptime: '99.98%', incidents: 1 },
  { service: 'Checkout', uptime: '99.91%', incidents: 3 },
  { service: 'Image CDN', uptime: '100%', incidents: 0 },
];

export default function TableColorVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <FormControl size="sm">
          <FormLabel>Variant</FormLabel>
          <Select
            value={variant}
            onChange={(_event, value) => value && setVariant(value)}
            sx={{ minWidth: 140 }}
          >
            {variants.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>Color</FormLabel>
          <Select
            value={color}
            onChange={(_event, value) => value && setColor(value)}
            sx={{ minWidth: 140 }}
          >
            {colors.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Box>
      {/* variant and color paint the whole table; the header and borders follow the pair. */}
      <Table variant={variant} color={color} borderAxis="xBetween" aria-label="Service uptime">
        <thead>
          <tr>
            <th>Service</th>
            <th style={{ textAlign: 'right' }}>Uptime</th>
            <th style={{ textAlign: 'right' }}>Incidents</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.service}>
              <td>{row.service}</td>
              <td style={{ textAlign: 'right' }}>{row.uptime}</td>
              <td style={{ textAlign: 'right' }}>{row.incidents}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
