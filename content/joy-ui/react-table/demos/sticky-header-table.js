import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const readings = Array.from({ length: 24 }, (_, hour) => ({
  hour: `${String(hour).padStart(2, '0')}:00`,
  temp: (12 + 6 * Math.sin(((hour - 8) / 24) * 2 * Math.PI)).toFixed(1),
  humidity: 60 + ((hour * 7) % 25),
}));

export default function StickyHeaderTable() {
  return (
    <Sheet
      variant="outlined"
      sx={{ height: 280, overflow: 'auto', borderRadius: 'sm' }}
      tabIndex={0}
      role="region"
      aria-label="Hourly readings"
    >
      <Table
        stickyHeader
        stickyFooter
        size="sm"
        aria-label="Hourly readings"
        stripe="odd"
      >
        <thead>
          <tr>
            <th scope="col">Hour</th>
            <th scope="col">Temperature (°C)</th>
            <th scope="col">Humidity (%)</th>
          </tr>
        </thead>
        <tbody>
          {readings.map((r) => (
            <tr key={r.hour}>
              <td>{r.hour}</td>
              <td>{r.temp}</td>
              <td>{r.humidity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">24 readings</th>
            <td>
              Max {Math.max(...readings.map((r) => Number(r.temp))).toFixed(1)}
            </td>
            <td>
              Avg{' '}
              {Math.round(
                readings.reduce((s, r) => s + r.humidity, 0) / readings.length,
              )}
            </td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
