import * as React from 'react';
import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';

const flights = [
  { flight: 'AF 1234', to: 'Paris', time: '09:40', gate: 'B12' },
  { flight: 'LH 98', to: 'Frankfurt', time: '10:15', gate: 'A3' },
  { flight: 'KL 1602', to: 'Amsterdam', time: '11:05', gate: 'C7' },
];

export default function TableSizes() {
  const [size, setSize] = React.useState('md');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        aria-label="Row density"
        size="sm"
        value={size}
        onChange={(_event, value) => value && setSize(value)}
      >
        <Button value="sm">Compact</Button>
        <Button value="md">Default</Button>
        <Button value="lg">Roomy</Button>
      </ToggleButtonGroup>
      {/* size sets the cell padding and font size through the table's CSS variables. */}
      <Table size={size} aria-label="Departures">
        <thead>
          <tr>
            <th>Flight</th>
            <th>To</th>
            <th>Departs</th>
            <th>Gate</th>
          </tr>
        </thead>
        <tbody>
          {flights.map((row) => (
            <tr key={row.flight}>
              <td>{row.flight}</td>
              <td>{row.to}</td>
              <td>{row.time}</td>
              <td>{row.gate}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
