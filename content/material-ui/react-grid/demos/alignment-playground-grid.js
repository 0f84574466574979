import * as React from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const heights = [60, 100, 80];

export default function AlignmentPlaygroundGrid() {
  const [justifyContent, setJustifyContent] = React.useState('center');
  const [alignItems, setAlignItems] = React.useState('flex-start');

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1, minHeight: 140 }}>
        <Grid
          container
          spacing={2}
          sx={{ justifyContent, alignItems, minHeight: 120 }}
        >
          {heights.map((height, index) => (
            <Grid item key={index}>
              <Paper sx={{ width: 80, height, bgcolor: 'action.selected', p: 1 }}>
                {index + 1}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          id="grid-pg-justify"
          select
          size="small"
          label="justifyContent"
          value={justifyContent}
          onChange={(e) => setJustifyContent(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          {[
            'flex-start',
            'center',
            'flex-end',
            'space-between',
            'space-around',
            'space-evenly',
          ].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="grid-pg-align"
          select
          size="small"
          label="alignItems"
          value={alignItems}
          onChange={(e) => setAlignItems(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          {['flex-start', 'center', 'flex-end', 'stretch', 'baseline'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
