import Link from 'next/link';
import { products } from '@data/products';
import { AppBar } from '@/components/layout/app-bar.client';
import { t } from '@/i18n';
import styles from './home.module.css';

export default function NotFound() {
  return (
    <>
      <AppBar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <ul>
          {products
            .filter((product) => product.inSwitcher)
            .map((product) => (
              <li key={product.segment}>
                <Link href={product.home}>{product.name}</Link>
              </li>
            ))}
        </ul>
      </main>
    </>
  );
}
