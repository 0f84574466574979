import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const sample =
  'Line one\nLine two\nLine three\nLine four\nLine five\nLine six\nLine seven';

export default function TextareaRowLimits() {
  const [rows, setRows] = React.useState([2, 5]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <div>
        <Typography id="row-limits-label" variant="body2">
          minRows {rows[0]}, maxRows {rows[1]}
        </Typography>
        <Slider
          value={rows}
          min={1}
          max={10}
          marks
          onChange={(_event, next) => setRows(next)}
          getAriaLabel={(index) => (index === 0 ? 'Minimum rows' : 'Maximum rows')}
        />
      </div>
      <TextareaAutosize
        aria-label="Notes"
        minRows={rows[0]}
        maxRows={rows[1]}
        defaultValue={sample}
        style={{ width: '100%', font: 'inherit', padding: 8 }}
      />
    </Stack>
  );
}
