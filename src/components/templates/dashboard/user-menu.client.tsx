'use client';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from 'next/link';
import { useState } from 'react';
import { templateRoute } from '@data/templates';

export function UserMenu({ onSettings }: { onSettings: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      {/* The name starts with the initials it shows, so "click RA" works for voice control (WCAG 2.5.3). */}
      <IconButton
        aria-label="RA, account menu"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'dashboard-user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <Avatar
          sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 14 }}
        >
          RA
        </Avatar>
      </IconButton>
      <Menu id="dashboard-user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onSettings();
          }}
        >
          Settings
        </MenuItem>
        <MenuItem component={NextLink} href={templateRoute('sign-in')} onClick={close}>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
