import * as React from 'react';
import Table from '@mui/joy/Table';

const shortcuts = [
  { keys: 'Ctrl + K', action: 'Open the command palette' },
  { keys: 'Ctrl + /', action: 'Toggle comments' },
  { keys: 'Alt + ↑', action: 'Move line up' },
];

export default function SoftTableVariant() {
  return (
    // A global variant on the whole table: soft neutral tints the background of every cell.
    <Table
      variant="soft"
      color="neutral"
      borderAxis="bothBetween"
      aria-label="Keyboard shortcuts"
      sx={{ maxWidth: 420, borderRadius: 'sm' }}
    >
      <thead>
        <tr>
          <th style={{ width: 120 }}>Keys</th>
          <th>Action</th>
        </tr>
      </thead>
      <tbody>
        {shortcuts.map((row) => (
          <tr key={row.keys}>
            <td>
              <kbd>{row.keys}</kbd>
            </td>
            <td>{row.action}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
