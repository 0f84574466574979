import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const heights = [40, 70, 55];

export default function StackPropsPlayground() {
  const [direction, setDirection] = React.useState('row');
  const [justifyContent, setJustifyContent] = React.useState('flex-start');
  const [alignItems, setAlignItems] = React.useState('center');
  const [spacing, setSpacing] = React.useState(2);

  const select = (id, label, value, options, onChange) => (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 150 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          p: 1,
          minHeight: 200,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Stack
          direction={direction}
          spacing={spacing}
          sx={{ justifyContent, alignItems, height: 180 }}
        >
          {heights.map((height, index) => (
            <Paper
              key={index}
              variant="outlined"
              sx={{ p: 1, minWidth: 48, height, textAlign: 'center' }}
            >
              {index + 1}
            </Paper>
          ))}
        </Stack>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {select(
          'stack-pg-direction',
          'direction',
          direction,
          ['row', 'row-reverse', 'column', 'column-reverse'],
          (v) => setDirection(v),
        )}
        {select(
          'stack-pg-justify',
          'justifyContent',
          justifyContent,
          [
            'flex-start',
            'center',
            'flex-end',
            'space-between',
            'space-around',
            'space-evenly',
          ],
          setJustifyContent,
        )}
        {select(
          'stack-pg-align',
          'alignItems',
          alignItems,
          ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
          setAlignItems,
        )}
        {select('stack-pg-spacing', 'spacing', spacing, [0, 1, 2, 4], (v) =>
          setSpacing(Number(v)),
        )}
      </Stack>
    </Stack>
  );
}
