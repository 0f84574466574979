import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';

const sensors = ['Boiler', 'Chiller', 'Pump A', 'Pump B', 'Fan'];
const initialRows = sensors.map((name, index) => ({ id: index, name, reading: 50 }));

const columns = [
  { field: 'name', headerName: 'Sensor', flex: 1 },
  {
    field: 'reading',
    headerName: 'Reading',
    type: 'number',
    width: 120,
    valueFormatter: (value) => value.toFixed(1),
  },
];

export default function ThrottledUpdates() {
  const apiRef = useGridApiRef();
  const sliderLabelId = React.useId();
  const [throttle, setThrottle] = React.useState(500);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    let tick = 0;
    // 50 updates a second; the grid shows them at most once per `throttleRowsMs`.
    const timer = setInterval(() => {
      tick += 1;
      apiRef.current.updateRows(
        sensors.map((_, id) => ({
          id,
          reading: 50 + 40 * Math.sin(tick / 10 + id),
        })),
      );
    }, 20);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={3} alignItems="center">
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRunning((prev) => !prev)}
        >
          {running ? 'Stop the feed' : 'Start the feed'}
        </Button>
        <Box sx={{ width: 240 }}>
          <Typography id={sliderLabelId} variant="body2">
            Render at most every {throttle} ms
          </Typography>
          <Slider
            aria-labelledby={sliderLabelId}
            value={throttle}
            min={0}
            max={1000}
            step={100}
            onChange={(_, value) => setThrottle(value)}
          />
        </Box>
      </Stack>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttle}
          density="compact"
          hideFooter
          aria-label="Sensor readings"
        />
      </Box>
    </Stack>
  );
}
