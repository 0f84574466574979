import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const columns = [
  { name: 'To do', count: 12, color: 'primary' },
  { name: 'In review', count: 4, color: 'warning' },
  { name: 'Blocked', count: 2, color: 'error' },
  { name: 'Done', count: 31, color: 'success' },
];

export default function BoardColumnBadges() {
  return (
    // Each palette color carries a meaning; the column name still says it in words.
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      {columns.map((column) => (
        <Badge key={column.name} badgeContent={column.count} color={column.color}>
          <Typography variant="subtitle2" component="span" sx={{ pr: 1 }}>
            {column.name}
          </Typography>
        </Badge>
      ))}
    </Stack>
  );
}
