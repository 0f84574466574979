import * as React from 'react';
import { Box } from '@mui/system';

const options = ['auto', '64px', 'minmax(64px, auto)', '1fr'];

const notes = [
  'Buy milk',
  'Call the plumber about the kitchen tap, after 5 pm on weekdays',
  'Book flights',
  'Renew passport before June',
];

// Rows created implicitly (no gridTemplateRows) take their height from gridAutoRows.
export default function GridAutoRowsNotes() {
  const [gridAutoRows, setGridAutoRows] = React.useState('minmax(64px, auto)');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        gridAutoRows{' '}
        <select
          value={gridAutoRows}
          onChange={(event) => setGridAutoRows(event.target.value)}
        >
          {options.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <Box
        component="ul"
        aria-label="Notes"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gridAutoRows,
          gap: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
          maxWidth: 420,
        }}
      >
        {notes.map((note) => (
          <Box
            component="li"
            key={note}
            sx={{
              p: 1,
              overflow: 'hidden',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          >
            {note}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
