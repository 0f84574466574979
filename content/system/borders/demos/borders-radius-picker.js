import * as React from 'react';
import { Box } from '@mui/system';

const radii = [0, 1, 2, 4, '50%'];

export default function BordersRadiusPicker() {
  const [radius, setRadius] = React.useState(2);
  return (
    <div>
      <Box
        component="fieldset"
        sx={{
          border: 0,
          p: 0,
          m: 0,
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <legend style={{ marginBottom: 8 }}>borderRadius</legend>
        {radii.map((value) => (
          <label
            key={value}
            style={{ display: 'flex', gap: 4, alignItems: 'center' }}
          >
            <input
              type="radio"
              name="borders-radius-picker"
              checked={radius === value}
              onChange={() => setRadius(value)}
            />
            {typeof value === 'number' ? value : `'${value}'`}
          </label>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 64,
            height: 64,
            borderRadius: radius,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontSize: 24,
          }}
        >
          JD
        </Box>
        <Box
          sx={{
            px: 2,
            py: 1,
            border: 2,
            borderColor: 'secondary.main',
            borderRadius: radius,
          }}
        >
          Jane Doe, editor
        </Box>
      </Box>
      <p style={{ marginBottom: 0 }}>
        {typeof radius === 'number'
          ? `${radius} × theme.shape.borderRadius (4px) = ${radius * 4}px`
          : 'A string is used as written.'}
      </p>
    </div>
  );
}
