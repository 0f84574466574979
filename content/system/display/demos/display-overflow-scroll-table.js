import * as React from 'react';
import { Box } from '@mui/system';

const rows = Array.from({ length: 8 }, (_, i) => ({
  id: 1040 + i,
  customer: ['Ada', 'Grace', 'Alan', 'Linus'][i % 4],
  total: 20 + i * 7,
}));

// overflow: 'auto' scrolls the region, not the page. A scrolling region must be reachable by
// keyboard, so it takes tabIndex={0}, a role and a name.
export default function DisplayOverflowScrollTable() {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label="Recent orders"
      sx={{
        maxHeight: 160,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid currentColor' },
      }}
    >
      <Box component="table" sx={{ width: 1, borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {['Order', 'Customer', 'Total'].map((heading) => (
              <Box
                component="th"
                key={heading}
                scope="col"
                sx={{
                  position: 'sticky',
                  top: 0,
                  p: 1,
                  textAlign: 'start',
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                }}
              >
                {heading}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Box
                component="td"
                sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
              >
                #{row.id}
              </Box>
              <Box
                component="td"
                sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
              >
                {row.customer}
              </Box>
              <Box
                component="td"
                sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
              >
                ${row.total}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
