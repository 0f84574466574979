import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import Chip from '@mui/joy/Chip';

const deploys = [
  { service: 'api', version: 'v4.12.0', status: 'Live' },
  { service: 'web', version: 'v2.8.3', status: 'Live' },
  { service: 'worker', version: 'v1.30.1', status: 'Rolling back' },
];

export default function InvertedSheetTable() {
  return (
    // The Sheet gives the surface; invertedColors makes the table, its stripes and the chips
    // inside pick colors that read on the solid background.
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ p: 2, borderRadius: 'md', bgcolor: 'primary.800' }}
    >
      <Typography level="title-md" id="inverted-sheet-table-title" sx={{ mb: 1 }}>
        Production deploys
      </Typography>
      <Table aria-labelledby="inverted-sheet-table-title" stripe="odd" hoverRow>
        <thead>
          <tr>
            <th>Service</th>
            <th>Version</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {deploys.map((deploy) => (
            <tr key={deploy.service}>
              <td>{deploy.service}</td>
              <td>{deploy.version}</td>
              <td>
                <Chip size="sm" variant="soft">
                  {deploy.status}
                </Chip>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
