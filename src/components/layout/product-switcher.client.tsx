'use client';
import ExpandIcon from '@mui/icons-material/ExpandMoreRounded';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { findProduct } from '@data/products';
import { t } from '@/i18n';

const ProductMenu = dynamic(() => import('./product-menu.client'), { ssr: false });

/** Button naming the current product; its menu (loaded on first open) lists every product. */
export function ProductSwitcher({ current }: { current?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const product = current ? findProduct(current) : undefined;
  return (
    <>
      <Button
        id="product-switcher"
        size="small"
        color="inherit"
        endIcon={<ExpandIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'product-menu' : undefined}
        aria-label={`${t('appBar.switchProduct')}: ${product?.name ?? t('appBar.products')}`}
        onClick={(event) => {
          setLoaded(true);
          setAnchor(event.currentTarget);
        }}
      >
        {product?.name ?? t('appBar.products')}
      </Button>
      {loaded ? <ProductMenu anchor={anchor} current={current} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
