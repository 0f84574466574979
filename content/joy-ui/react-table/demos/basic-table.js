import * as React from 'react';
import Table from '@mui/joy/Table';

const planets = [
  { name: 'Mercury', moons: 0, day: '59 days' },
  { name: 'Venus', moons: 0, day: '243 days' },
  { name: 'Earth', moons: 1, day: '24 hours' },
  { name: 'Mars', moons: 2, day: '25 hours' },
];

export default function BasicTable() {
  return (
    // Table only styles the native elements: thead/tbody/th/td are written as usual.
    <Table aria-label="Inner planets">
      <thead>
        <tr>
          <th>Planet</th>
          <th>Moons</th>
          <th>Length of a day</th>
        </tr>
      </thead>
      <tbody>
        {planets.map((planet) => (
          <tr key={planet.name}>
            <td>{planet.name}</td>
            <td>{planet.moons}</td>
            <td>{planet.day}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
