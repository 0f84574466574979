import Link from 'next/link';
import { siteConfig } from '@data/site';
import { t } from '@/i18n';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul>
          <li>
            <Link href="/core/">{t('footer.core')}</Link>
          </li>
          <li>
            <Link href="/blog/">{t('footer.blog')}</Link>
          </li>
          <li>
            <Link href="/versions/">{t('footer.versions')}</Link>
          </li>
          <li>
            <a href={siteConfig.github} rel="noopener">
              {t('footer.github')}
            </a>
          </li>
        </ul>
      </nav>
      <p>Documentation for the MUI component libraries. Content licensed MIT.</p>
    </footer>
  );
}
