import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ClickableDeletableChips() {
  const [filters, setFilters] = React.useState([
    'Price: under €50',
    'Brand: Acme',
    'Rating: 4+',
  ]);
  const [editing, setEditing] = React.useState('');

  return (
    <Stack spacing={1}>
      {/* Click to edit the filter, the cross (or Backspace/Delete) to remove it. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="Active filters"
      >
        {filters.map((filter) => (
          <Chip
            key={filter}
            label={filter}
            onClick={() => setEditing(filter)}
            onDelete={() => setFilters(filters.filter((f) => f !== filter))}
          />
        ))}
      </Stack>
      <Typography variant="body2" role="status">
        {editing ? `Editing "${editing}"` : `${filters.length} filters`}
      </Typography>
    </Stack>
  );
}
