import * as React from 'react';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const months = ['Jan', 'Feb', 'Mar'];
const cities = [
  { city: 'Lisbon', rain: [99, 81, 62] },
  { city: 'Dublin', rain: [69, 50, 53] },
  { city: 'Athens', rain: [57, 47, 41] },
];

export default function RainfallTable() {
  return (
    <Table
      borderAxis="bothBetween"
      sx={{ '& caption': { captionSide: 'bottom', textAlign: 'start' } }}
    >
      {/* The caption names the table for assistive technology; captionSide moves it below. */}
      <caption>
        <Typography level="body-xs">
          Average rainfall in millimetres, 1991 to 2020.
        </Typography>
      </caption>
      <thead>
        <tr>
          <th scope="col">City</th>
          {months.map((month) => (
            <th key={month} scope="col">
              {month}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cities.map((row) => (
          <tr key={row.city}>
            {/* A th with scope="row" makes the city the header of its row: a screen reader says
                "Dublin, Feb, 50" when it reaches the cell. */}
            <th scope="row">{row.city}</th>
            {row.rain.map((value, index) => (
              <td key={months[index]}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
