import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const heights = [50, 90, 70, 110, 60, 80, 100, 50, 75, 95];

export default function ColumnCountMasonry() {
  const [columns, setColumns] = React.useState(3);

  return (
    <Box>
      <Typography id="column-count-label" gutterBottom>
        Columns: {columns}
      </Typography>
      <Slider
        value={columns}
        onChange={(_event, value) => setColumns(value)}
        min={1}
        max={6}
        step={1}
        marks
        aria-labelledby="column-count-label"
        sx={{ maxWidth: 320, mb: 2 }}
      />
      <Masonry columns={columns} spacing={1}>
        {heights.map((height, index) => (
          <Box
            key={index}
            sx={{ height, bgcolor: 'action.selected', borderRadius: 1, p: 1 }}
          >
            {index + 1}
          </Box>
        ))}
      </Masonry>
    </Box>
  );
}
