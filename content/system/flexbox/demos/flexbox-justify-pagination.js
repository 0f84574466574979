import * as React from 'react';
import { Box } from '@mui/system';

const options = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
];

export default function FlexboxJustifyPagination() {
  const [justifyContent, setJustifyContent] = React.useState('space-between');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        justifyContent{' '}
        <select
          value={justifyContent}
          onChange={(event) => setJustifyContent(event.target.value)}
        >
          {options.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <Box
        component="nav"
        aria-label="Results pages"
        sx={{
          display: 'flex',
          justifyContent,
          gap: 1,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <button type="button">Previous</button>
        <span>Page 3 of 12</span>
        <button type="button">Next</button>
      </Box>
    </Box>
  );
}
