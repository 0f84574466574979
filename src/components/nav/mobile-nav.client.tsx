'use client';
import CloseIcon from '@mui/icons-material/CloseRounded';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { NavItem } from '@/modules/nav';
import { t } from '@/i18n';
import { SideNav } from './side-nav.client';
import styles from './side-nav.module.css';

/** The side navigation in a temporary drawer, for screens too narrow to show it beside the page. */
export default function MobileNav({
  tree,
  open,
  onClose,
}: {
  tree: NavItem[];
  open: boolean;
  onClose: () => void;
}) {
  const pathname = usePathname();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
    openedAt.current = pathname;
  }, [pathname, onClose]);

  return (
    <Drawer open={open} onClose={onClose} PaperProps={{ sx: { width: 300 } }} data-testid="mobile-nav">
      <div className={styles.drawerHeader}>
        <IconButton aria-label={t('nav.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <SideNav tree={tree} />
    </Drawer>
  );
}
