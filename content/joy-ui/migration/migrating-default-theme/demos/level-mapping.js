import * as React from 'react';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

// [old names, new name, the level the sample renders with]
const mapping = [
  ['display1, display2', 'h1', 'h1'],
  ['h1 – h4', 'h1 – h4', 'h3'],
  ['h5', 'title-lg', 'title-lg'],
  ['h6', 'title-md', 'title-md'],
  ['body1', 'body-md', 'body-md'],
  ['body2', 'body-sm', 'body-sm'],
  ['body3 – body5', 'body-xs', 'body-xs'],
];

export default function LevelMapping() {
  return (
    <Table
      aria-label="Typography level mapping"
      sx={{ maxWidth: 560, '& td': { verticalAlign: 'middle' } }}
    >
      <thead>
        <tr>
          <th scope="col">Old level</th>
          <th scope="col">New level</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {mapping.map(([before, after, level]) => {
          return (
            <tr key={before}>
              <td>
                <code>{before}</code>
              </td>
              <td>
                <code>{after}</code>
              </td>
              <td>
                <Typography level={level} component="span">
                  Quarterly report
                </Typography>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
