import * as React from 'react';
import Table from '@mui/joy/Table';

const files = [
  {
    name: 'quarterly-report-final-v3-approved-by-finance.pdf',
    size: '2.4 MB',
    owner: 'Dana',
  },
  {
    name: 'brand-guidelines-2026-with-new-logo-lockups-and-colors.fig',
    size: '18.1 MB',
    owner: 'Lee',
  },
  { name: 'notes.txt', size: '4 KB', owner: 'Sam' },
];

export default function FileNamesEllipsis() {
  return (
    // noWrap keeps every row on one line and cuts long text with an ellipsis.
    <Table noWrap aria-label="Shared files" sx={{ maxWidth: 480 }}>
      <thead>
        <tr>
          <th style={{ width: '60%' }}>Name</th>
          <th>Size</th>
          <th>Owner</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.name}>
            {/* The title attribute shows the full name on hover. */}
            <td title={file.name}>{file.name}</td>
            <td>{file.size}</td>
            <td>{file.owner}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
