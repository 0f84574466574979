import type { AdLayout } from '@/modules/ads/decide';
import type { Ad } from '@/modules/ads/schema';
import { t } from '@/i18n';
import styles from './ad-block.module.css';

/** One ad, ours or the provider's: image (130x100) with text, or text only for the inline layout. */
export function AdDisplay({ ad, layout, className }: { ad: Ad; layout: AdLayout; className?: string }) {
  return (
    <span className={`${styles.ad} ${className ?? ''}`} data-layout={layout}>
      {layout === 'image' ? (
        <a
          href={ad.link}
          className={styles.image}
          target="_blank"
          rel="noopener sponsored"
          tabIndex={-1}
          aria-hidden="true"
        >
          {/* A plain img: the ad image is a fixed 130x100 and may come from the provider's host. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={ad.img} alt="" width={130} height={100} />
        </a>
      ) : null}
      <span className={styles.text}>
        <a href={ad.link} target="_blank" rel="noopener sponsored">
          <strong>{ad.label}</strong> – {ad.description}
        </a>
        <span className={styles.poweredBy}>
          {t('ads.adBy')} {ad.poweredby}
        </span>
      </span>
    </span>
  );
}

export function HelpUsMessage() {
  return (
    <span className={styles.help}>
      <strong>{t('ads.helpTitle')}</strong>
      {t('ads.helpBody')}
    </span>
  );
}
