import * as React from 'react';
import { styled } from '@mui/material/styles';
import ChatIcon from '@mui/icons-material/Chat';
import Badge, { badgeClasses } from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';

// A ring in the page's background color separates the badge from the icon under it.
const RingBadge = styled(Badge)(({ theme }) => ({
  [`& .${badgeClasses.badge}`]: {
    right: 2,
    top: 4,
    padding: '0 4px',
    border: `2px solid ${theme.palette.background.paper}`,
    fontWeight: theme.typography.fontWeightBold,
  },
}));

export default function OutlinedCountBadge() {
  return (
    <IconButton aria-label="Chats, 7 unread">
      <RingBadge badgeContent={7} color="primary">
        <ChatIcon />
      </RingBadge>
    </IconButton>
  );
}
