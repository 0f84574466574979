import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const levels = [
  'h1',
  'h2',
  'h3',
  'h4',
  'title-lg',
  'title-md',
  'title-sm',
  'body-lg',
  'body-md',
  'body-sm',
  'body-xs',
];

export default function TypeScale() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
      <Table borderAxis="xBetween" sx={{ '& td': { verticalAlign: 'middle' } }}>
        <caption>Joy UI's typography levels</caption>
        <thead>
          <tr>
            <th scope="col" style={{ width: 110 }}>
              Level
            </th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level}>
              <th scope="row">
                <code>{level}</code>
              </th>
              <td>
                {/* component="span" keeps the samples out of the page's heading outline */}
                <Typography level={level} component="span" noWrap>
                  Pack my box with five dozen jugs
                </Typography>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
