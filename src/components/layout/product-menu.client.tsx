'use client';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SiteLink } from '@/components/link/site-link.client';
import { products } from '@data/products';

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
      {products
        .filter((product) => product.inSwitcher)
        .map((product) => (
          <MenuItem
            key={product.segment}
            component={SiteLink}
            href={product.home}
            selected={product.segment === current}
            onClick={onClose}
          >
            <ListItemText primary={product.name} secondary={product.description} />
          </MenuItem>
        ))}
    </Menu>
  );
}
