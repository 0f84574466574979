import { SiteLink } from '@/components/link/site-link.client';
import { appPages } from '@data/app-pages';
import { products } from '@data/products';
import { AppBar } from '@/components/layout/app-bar.client';
import { Footer } from '@/components/layout/footer';
import { pageMetadata } from '@/lib/metadata';
import styles from './home.module.css';

export const metadata = pageMetadata(appPages.home);

/** The family's home page: its own layout, without the docs navigation. */
export default function HomePage() {
  return (
    <>
      <AppBar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <section className={styles.hero}>
          <h1>Move faster with React components you can trust</h1>
          <p>
            Six libraries, one documentation site: ready-made Material Design components, a design of its own
            with Joy UI, unstyled building blocks, styling utilities, advanced data components and full-stack
            toolkits.
          </p>
        </section>
        <ul className={styles.products} aria-label="Products">
          {products
            .filter((product) => product.inSwitcher)
            .map((product) => (
              <li key={product.segment}>
                <SiteLink href={product.home} className={styles.card}>
                  <span className={styles.cardTitle}>{product.name}</span>
                  <span className={styles.cardBody}>{product.description}</span>
                </SiteLink>
              </li>
            ))}
        </ul>
      </main>
      <Footer />
    </>
  );
}
