import * as React from 'react';
import { Box } from '@mui/system';

const hours = ['9:00', '10:00', '11:00', '12:00'];
const events = [
  { title: 'Stand-up', row: '1 / 2', column: '2' },
  { title: 'Design review', row: '2 / 4', column: '2' },
  { title: 'Lunch', row: '4 / 5', column: '2 / 4' },
  { title: 'Hiring call', row: '1 / 3', column: '3' },
];

// gridRow and gridColumn place each event on the lines of an hour-by-room grid.
export default function GridCalendarRows() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px 1fr 1fr',
        gridTemplateRows: 'repeat(4, 48px)',
        gap: 0.5,
      }}
    >
      {hours.map((hour, index) => (
        <Box
          key={hour}
          sx={{
            gridColumn: '1',
            gridRow: `${index + 1}`,
            typography: 'caption',
            color: 'text.secondary',
          }}
        >
          {hour}
        </Box>
      ))}
      {events.map((event) => (
        <Box
          key={event.title}
          sx={{
            gridRow: event.row,
            gridColumn: event.column,
            p: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            typography: 'body2',
          }}
        >
          {event.title}
        </Box>
      ))}
    </Box>
  );
}
