import * as React from 'react';
import { Box } from '@mui/system';

const weights = [
  'fontWeightLight',
  'fontWeightRegular',
  'fontWeightMedium',
  'fontWeightBold',
  700,
  900,
];
const sizes = ['body2.fontSize', 'h6.fontSize', 'h4.fontSize', '2rem', 48];

// fontWeight accepts the theme's named weights or a number; fontSize a path into the theme's typography (h4.fontSize) or any CSS size.
export default function TypographyWeightSize() {
  const [fontWeight, setFontWeight] = React.useState('fontWeightBold');
  const [fontSize, setFontSize] = React.useState('h4.fontSize');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <label>
          fontWeight{' '}
          <select
            value={String(fontWeight)}
            onChange={(event) =>
              setFontWeight(
                weights.find((value) => String(value) === event.target.value),
              )
            }
          >
            {weights.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          fontSize{' '}
          <select
            value={String(fontSize)}
            onChange={(event) =>
              setFontSize(
                sizes.find((value) => String(value) === event.target.value),
              )
            }
          >
            {sizes.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
      </Box>
      <Box sx={{ fontWeight, fontSize }}>Total due: 1,280.00 €</Box>
      <Box component="code" sx={{ fontSize: 13 }}>
        {`sx={{ fontWeight: ${JSON.stringify(fontWeight)}, fontSize: ${JSON.stringify(fontSize)} }}`}
      </Box>
    </Box>
  );
}
