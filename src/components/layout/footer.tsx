import { SiteLink } from '@/components/link/site-link.client';
import { siteConfig } from '@data/site';
import { t } from '@/i18n';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul>
          <li>
            <SiteLink href="/core/">{t('footer.core')}</SiteLink>
          </li>
          <li>
            <SiteLink href="/blog/">{t('footer.blog')}</SiteLink>
          </li>
          <li>
            <SiteLink href="/versions/">{t('footer.versions')}</SiteLink>
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
