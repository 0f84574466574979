import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const heights = [60, 100, 80, 120, 70, 90, 110, 60];

export default function SpacingMasonry() {
  const [spacing, setSpacing] = React.useState('1');

  return (
    <Box>
      <RadioGroup
        row
        value={spacing}
        onChange={(event) => setSpacing(event.target.value)}
        aria-label="Spacing"
      >
        {['0', '1', '2', '4'].map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={`spacing=${value}`}
          />
        ))}
      </RadioGroup>
      <Masonry columns={4} spacing={Number(spacing)}>
        {heights.map((height, index) => (
          <Box
            key={index}
            sx={{
              height,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 1,
              p: 1,
            }}
          >
            {index + 1}
          </Box>
        ))}
      </Masonry>
    </Box>
  );
}
