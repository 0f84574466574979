import * as React from 'react';
import { Box } from '@mui/system';

// The same style object @mui/utils exports as `visuallyHidden` (not a direct dependency of this site).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};

const notices = [
  { id: 1, text: 'Invoice #1042 was paid', unread: true },
  { id: 2, text: 'Sam joined the Design team', unread: false },
  { id: 3, text: 'Backup finished at 02:00', unread: false },
];

// Additive: a full border on the list, a bottom border per row, a thick start border when unread.
// Subtractive: the last row removes its bottom border with `borderBottom: 0`.
export default function BordersNotificationList() {
  return (
    <Box
      component="ul"
      aria-label="Notifications"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        maxWidth: 360,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {notices.map((notice) => (
        <Box
          component="li"
          key={notice.id}
          sx={{
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
            borderLeft: 4,
            borderLeftColor: notice.unread ? 'primary.main' : 'transparent',
            fontWeight: notice.unread ? 'fontWeightBold' : 'fontWeightRegular',
          }}
        >
          {notice.text}
          {notice.unread ? (
            <Box component="span" sx={visuallyHidden}>
              {' '}
              (unread)
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
