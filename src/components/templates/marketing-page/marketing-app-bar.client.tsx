'use client';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import NextLink from 'next/link';
import { useState } from 'react';
import { templateRoute } from '@data/templates';
import { Brand } from '../shared/brand';
import { ColorModeToggle } from '../shared/color-mode-toggle.client';
import { SECTIONS } from './sections';

/** In-page links (plain #anchors, so they work before hydration too); a drawer holds them on phones. */
export function MarketingAppBar() {
  const [open, setOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <Brand />
          <Box
            component="nav"
            aria-label="Sections"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}
          >
            {SECTIONS.map((section) => (
              <Button key={section.id} href={`#${section.id}`} color="inherit" size="small">
                {section.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
            <Button component={NextLink} href={templateRoute('sign-in')} size="small">
              Sign in
            </Button>
            <Button component={NextLink} href={templateRoute('sign-up')} size="small" variant="contained">
              Sign up
            </Button>
          </Box>
          <ColorModeToggle />
          <IconButton
            aria-label="Open menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="top" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Brand />
            <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List component="nav" aria-label="Sections">
            {SECTIONS.map((section) => (
              <ListItemButton
                key={section.id}
                component="a"
                href={`#${section.id}`}
                onClick={() => setOpen(false)}
              >
                <ListItemText primary={section.label} />
              </ListItemButton>
            ))}
          </List>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={NextLink} href={templateRoute('sign-in')} variant="outlined" fullWidth>
              Sign in
            </Button>
            <Button component={NextLink} href={templateRoute('sign-up')} variant="contained" fullWidth>
              Sign up
            </Button>
          </Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}
