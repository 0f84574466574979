'use client';
import MenuIcon from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ColorModeToggle } from '../shared/color-mode-toggle.client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { Section } from './data';
import { Overview } from './overview';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu.client';

// Only the first view is in the page's bundle; the others load when chosen.
const VIEWS: Record<Section, ComponentType> = {
  Overview,
  Orders: dynamic(() => import('./orders.client').then((m) => m.Orders)),
  Customers: dynamic(() => import('./customers').then((m) => m.Customers)),
  Settings: dynamic(() => import('./settings.client').then((m) => m.Settings)),
};

/** Permanent drawer from md up, temporary drawer behind the menu button below. */
export function Dashboard() {
  const [section, setSection] = useState<Section>('Overview');
  const [open, setOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const View = VIEWS[section];

  const select = (next: Section) => {
    setSection(next);
    setOpen(false);
    // After the drawer closes, move focus to the new section's heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          '& .MuiDrawer-paper': { position: 'sticky', top: 0, height: '100dvh' },
        }}
      >
        <SideMenu current={section} onSelect={select} />
      </Drawer>
      <Drawer open={open} onClose={() => setOpen(false)} sx={{ display: { md: 'none' } }}>
        <SideMenu current={section} onSelect={select} />
      </Drawer>
      <Box component="main" id="main-content" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
          <IconButton
            aria-label="Open menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component="h1"
            variant="h4"
            ref={headingRef}
            tabIndex={-1}
            sx={{ flexGrow: 1, outline: 'none', fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {section}
          </Typography>
          <ColorModeToggle />
          <UserMenu onSettings={() => select('Settings')} />
        </Box>
        <View />
      </Box>
    </Box>
  );
}
