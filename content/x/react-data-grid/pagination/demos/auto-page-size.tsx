import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { readingColumns, readings } from './readings';

export default function AutoPageSize() {
  const [height, setHeight] = React.useState(320);
  const labelId = React.useId();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2">
        Grid height: {height} px
      </Typography>
      <Slider
        value={height}
        min={200}
        max={480}
        step={40}
        onChange={(_event, value) => setHeight(value as number)}
        aria-labelledby={labelId}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ height }}>
        {/* The page holds as many rows as fit; the size menu is hidden. */}
        <DataGrid rows={readings} columns={readingColumns} autoPageSize density="compact" aria-label="Weather readings, as many as fit" />
      </Box>
    </Box>
  );
}
