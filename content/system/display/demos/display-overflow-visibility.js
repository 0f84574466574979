import * as React from 'react';
import { Box } from '@mui/system';

const files = [
  'quarterly-report-final-version-approved-by-finance.pdf',
  'team-photo.jpg',
  'meeting-notes-2024-03-14-product-roadmap.md',
];

export default function DisplayOverflowVisibility() {
  const [showSizes, setShowSizes] = React.useState(true);
  return (
    <div>
      <label
        style={{
          display: 'inline-flex',
          gap: 8,
          alignItems: 'center',
          marginBottom: 12,
        }}
      >
        <input
          type="checkbox"
          checked={showSizes}
          onChange={(event) => setShowSizes(event.target.checked)}
        />
        Show file sizes
      </label>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          width: 280,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {files.map((file, index) => (
          <Box
            component="li"
            key={file}
            sx={{ display: 'flex', gap: 1, px: 1.5, py: 1 }}
          >
            {/* Long names are cut with an ellipsis on one line; the full name stays in the title. */}
            <Box
              component="span"
              title={file}
              sx={{
                flexGrow: 1,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {file}
            </Box>
            {/* visibility keeps the column's width when hidden, so the names do not jump. */}
            <Box
              component="span"
              sx={{
                visibility: showSizes ? 'visible' : 'hidden',
                whiteSpace: 'nowrap',
              }}
            >
              {[420, 96, 12][index]} KB
            </Box>
          </Box>
        ))}
      </Box>
    </div>
  );
}
