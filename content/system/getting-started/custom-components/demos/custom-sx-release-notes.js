import * as React from 'react';
import { styled, Box } from '@mui/system';

// Made with styled from @mui/system: it accepts sx with no extra code.
const Entry = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1.5, 2),
  borderRadius: 8,
  border: '1px solid',
  borderColor: theme.palette.divider,
}));

// A component of our own that takes sx and passes it down last, so the caller wins.
function Tag({ children, sx = [] }) {
  return (
    <Box
      component="span"
      sx={[
        {
          justifySelf: 'start',
          px: 1,
          borderRadius: 1,
          fontSize: 12,
          fontWeight: 700,
          border: 1,
          borderColor: 'divider',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

const releases = [
  { version: '4.2.0', text: 'Adds CSV export to every report.' },
  { version: '5.0.0', text: 'Removes the deprecated v1 endpoints.' },
];

export default function CustomSxReleaseNotes() {
  const [breaking, setBreaking] = React.useState(true);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <label>
        <input
          type="checkbox"
          checked={breaking}
          onChange={(event) => setBreaking(event.target.checked)}
        />{' '}
        Mark 5.0.0 as breaking
      </label>
      {releases.map((release) => {
        const isBreaking = breaking && release.version === '5.0.0';
        return (
          <Entry
            key={release.version}
            sx={[isBreaking && { borderLeftWidth: 6, borderColor: 'error.main' }]}
          >
            <Tag
              sx={[
                isBreaking && {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  borderColor: 'primary.main',
                },
              ]}
            >
              {isBreaking ? `${release.version} · breaking` : release.version}
            </Tag>
            <span>{release.text}</span>
          </Entry>
        );
      })}
    </Box>
  );
}
