import * as React from 'react';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const colors = [
  { name: 'Harbor', hex: '#1E5F74' },
  { name: 'Clay', hex: '#B5562F' },
  { name: 'Moss', hex: '#4F6D3A' },
  { name: 'Plum', hex: '#6B3A5B' },
  { name: 'Sand', hex: '#C9A66B' },
  { name: 'Slate', hex: '#4A5560' },
];

export default function RowColumnSpacing() {
  return (
    // rowSpacing and columnSpacing set the two gaps separately: wide gutters, tight rows.
    <Grid container rowSpacing={1} columnSpacing={3} sx={{ flexGrow: 1 }}>
      {colors.map((color) => (
        <Grid key={color.name} xs={6} sm={4}>
          <Card
            variant="outlined"
            size="sm"
            orientation="horizontal"
            sx={{ alignItems: 'center' }}
          >
            <div
              style={{
                width: 24,
                height: 24,
                borderRadius: 6,
                background: color.hex,
              }}
              aria-hidden
            />
            <div>
              <Typography level="title-sm">{color.name}</Typography>
              <Typography level="body-xs">{color.hex}</Typography>
            </div>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
