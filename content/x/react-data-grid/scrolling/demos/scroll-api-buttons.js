import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const hours = Array.from({ length: 12 }, (_, index) => `h${index + 8}`);

const rows = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  room: `Room ${101 + index}`,
  ...Object.fromEntries(
    hours.map((hour, h) => [hour, (index + h) % 3 === 0 ? 'Booked' : 'Free']),
  ),
}));

const columns = [
  { field: 'room', headerName: 'Room', width: 110 },
  ...hours.map((hour) => ({
    field: hour,
    headerName: `${hour.slice(1)}:00`,
    width: 90,
  })),
];

export default function ScrollApiButtons() {
  const apiRef = useGridApiRef();

  const scrollBy = (delta) => {
    const { top, left } = apiRef.current.getScrollPosition();
    apiRef.current.scroll({
      top: top + (delta.top ?? 0),
      left: left + (delta.left ?? 0),
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={() => apiRef.current.scroll({ top: 0, left: 0 })}
        >
          Top left
        </Button>
        <Button size="small" onClick={() => scrollBy({ top: 260 })}>
          Page down
        </Button>
        <Button size="small" onClick={() => scrollBy({ left: 270 })}>
          Three hours later
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current.scrollToIndexes({
              rowIndex: rows.length - 1,
              colIndex: 0,
            })
          }
        >
          Last room
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Room bookings"
        />
      </Box>
    </Box>
  );
}
