'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { findProduct } from '@data/products';
import { Glyph } from '@/components/icons/glyph';
import { t } from '@/i18n';
import styles from './product-switcher.module.css';

const ProductMenu = dynamic(() => import('./product-menu.client'), { ssr: false });

/** Button naming the current product; its menu (loaded on first open) lists every product. */
export function ProductSwitcher({ current }: { current?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const product = current ? findProduct(current) : undefined;
  return (
    <>
      <button
        type="button"
        id="product-switcher"
        className={styles.switcher}
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
        <Glyph name="ExpandMoreRounded" className={styles.expand} />
      </button>
      {loaded ? <ProductMenu anchor={anchor} current={current} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
