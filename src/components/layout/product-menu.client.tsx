'use client';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SiteLink } from '@/components/link/site-link.client';
import { switcherLinks } from '@data/products';

const links = switcherLinks();

export default function ProductMenu({
  anchor,
  current,
  onClose,
}: {
  anchor: HTMLElement | null;
  current?: string;
  onClose: () => void;
}) {
  return (
    <Menu
      id="product-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      MenuListProps={{ 'aria-labelledby': 'product-switcher' }}
    >
      {links.map((link) => (
        <MenuItem
          key={link.href}
          component={SiteLink}
          href={link.href}
          selected={link.href.split('/')[1] === current}
          onClick={onClose}
        >
          <ListItemText primary={link.name} secondary={link.description} />
        </MenuItem>
      ))}
    </Menu>
  );
}
