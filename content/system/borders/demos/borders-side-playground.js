import * as React from 'react';
import { Box } from '@mui/system';

const sides = ['border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft'];
const values = ['0', '1', '3', "'2px dashed'"];

function parse(value) {
  return value.startsWith("'") ? value.slice(1, -1) : Number(value);
}

export default function BordersSidePlayground() {
  const [side, setSide] = React.useState('borderLeft');
  const [value, setValue] = React.useState('3');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <label>
          Prop{' '}
          <select value={side} onChange={(event) => setSide(event.target.value)}>
            {sides.map((item) => (
              <option key={item}>{item}</option>
            ))}
          </select>
        </label>
        <label>
          Value{' '}
          <select value={value} onChange={(event) => setValue(event.target.value)}>
            {values.map((item) => (
              <option key={item}>{item}</option>
            ))}
          </select>
        </label>
      </Box>
      <Box
        sx={{
          [side]: parse(value),
          borderColor: 'primary.main',
          p: 2,
          maxWidth: 360,
        }}
      >
        Tip: press <kbd>?</kbd> anywhere to see every keyboard shortcut.
      </Box>
      <Box
        component="code"
        sx={{ fontSize: 13 }}
      >{`sx={{ ${side}: ${value}, borderColor: 'primary.main' }}`}</Box>
    </Box>
  );
}
