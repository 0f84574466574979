import * as React from 'react';
import { Box } from '@mui/system';

const panel = {
  p: 1.5,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
};

// Named areas make the layout readable at a glance, and change per breakpoint in one place.
export default function GridAreasDashboard() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: `"header" "main" "stats" "sidebar"`,
          sm: `"header header" "sidebar main" "sidebar stats"`,
        },
      }}
    >
      <Box
        component="header"
        sx={{ ...panel, gridArea: 'header', fontWeight: 'bold' }}
      >
        Store dashboard
      </Box>
      <Box
        component="nav"
        aria-label="Dashboard sections"
        sx={{ ...panel, gridArea: 'sidebar' }}
      >
        Orders · Products · Customers
      </Box>
      <Box
        component="section"
        aria-label="Sales"
        sx={{ ...panel, gridArea: 'main', minHeight: 80 }}
      >
        Sales this week: 128 orders
      </Box>
      <Box
        sx={{
          gridArea: 'stats',
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
        }}
      >
        {/* The last card runs from the first column line to the last: '1 / -1'. */}
        {['Visits 2.4k', 'Carts 310', 'Returns 4 (down from 9)'].map(
          (stat, index) => (
            <Box
              key={stat}
              sx={{ ...panel, gridColumn: index === 2 ? '1 / -1' : undefined }}
            >
              {stat}
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}
