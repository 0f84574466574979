import * as React from 'react';
import Table from '@mui/joy/Table';

const tasks = [
  ['Write release notes', 'Ana', 'Today'],
  ['Review pull request', 'Ben', 'Tomorrow'],
  ['Update the changelog', 'Chloé', 'Friday'],
  ['Tag the release', 'Dev', 'Friday'],
];

export default function TableCssVariables() {
  return (
    <Table
      stripe="even"
      hoverRow
      aria-label="Release tasks"
      sx={{
        // Cell spacing and height.
        '--TableCell-paddingX': '16px',
        '--TableCell-height': '44px',
        // Background of the header, the striped rows and the hovered row.
        '--TableCell-headBackground': 'var(--joy-palette-background-level2)',
        '--TableRow-stripeBackground': 'var(--joy-palette-primary-softBg)',
        '--TableRow-hoverBackground': 'var(--joy-palette-primary-softHoverBg)',
        '--Table-headerUnderlineThickness': '2px',
      }}
    >
      <thead>
        <tr>
          <th>Task</th>
          <th>Owner</th>
          <th>Due</th>
        </tr>
      </thead>
      <tbody>
        {tasks.map((task) => (
          <tr key={task[0]}>
            <td>{task[0]}</td>
            <td>{task[1]}</td>
            <td>{task[2]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
