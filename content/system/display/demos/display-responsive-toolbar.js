import * as React from 'react';
import { Box } from '@mui/system';

const actions = [
  {
    label: 'Share',
    glyph:
      'M18 16a3 3 0 0 0-2.4 1.2l-7-3.5a3 3 0 0 0 0-1.4l7-3.5A3 3 0 1 0 15 7l-7 3.5a3 3 0 1 0 0 3L15 17a3 3 0 1 0 3-1z',
  },
  { label: 'Download', glyph: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z' },
];

// Labels are hidden below `sm` (the icons stay, named by aria-label), and the toolbar is
// left out of printouts with displayPrint.
export default function DisplayResponsiveToolbar() {
  return (
    <div>
      <Box
        role="toolbar"
        aria-label="Report actions"
        sx={{ display: 'flex', gap: 1, displayPrint: 'none' }}
      >
        {actions.map((action) => (
          <Box
            component="button"
            type="button"
            key={action.label}
            aria-label={action.label}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              font: 'inherit',
            }}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d={action.glyph} />
            </svg>
            <Box
              component="span"
              aria-hidden="true"
              sx={{ display: { xs: 'none', sm: 'inline' } }}
            >
              {action.label}
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="p" sx={{ mb: 0, display: { xs: 'block', sm: 'none' } }}>
        Narrow screen: icons only.
      </Box>
      <Box component="p" sx={{ mb: 0, display: { xs: 'none', sm: 'block' } }}>
        Wide screen: icons with labels. Print the page and the toolbar disappears.
      </Box>
    </div>
  );
}
