import { SiteLink } from '@/components/link/site-link.client';
import { appPages } from '@data/app-pages';
import { coreLibraries } from '@data/core';
import { findProduct } from '@data/products';
import { AppBar } from '@/components/layout/app-bar.client';
import { Footer } from '@/components/layout/footer';
import styles from '@/components/core/core.module.css';
import { apiSegments } from '@/lib/api-pages';
import { installedVersion } from '@/lib/installed-versions';
import { pageMetadata } from '@/lib/metadata';
import { apiIndexPath } from '@/model/api-routes';
import home from '../home.module.css';

export const metadata = pageMetadata(appPages.core);

/** The four core libraries side by side; each version is read from the installed package. */
export default function CorePage() {
  const withApi = apiSegments();
  return (
    <>
      <AppBar />
      <main id="main-content" tabIndex={-1} className={home.main}>
        <section className={home.hero}>
          <h1>MUI Core</h1>
          <p>{appPages.core.description}</p>
        </section>
        <ul className={styles.grid} aria-label="Core libraries">
          {coreLibraries.map((lib) => {
            const product = findProduct(lib.segment)!;
            return (
              <li key={lib.package} className={styles.card}>
                <h2 id={lib.segment}>{product.name}</h2>
                <span className={styles.version} data-testid={`core-version-${lib.package}`}>
                  {lib.package}@{installedVersion(lib.package)}
                </span>
                <p>{product.description}</p>
                <p>
                  <strong>Choose it when:</strong> {lib.chooseWhen}
                </p>
                <ul>
                  {lib.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
                <div className={styles.links}>
                  <SiteLink href={product.home} aria-describedby={lib.segment}>
                    Docs
                  </SiteLink>
                  {withApi.includes(lib.segment) ? (
                    <SiteLink href={apiIndexPath(lib.segment)} aria-describedby={lib.segment}>
                      API
                    </SiteLink>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <p>
          Every version on this site is listed on the <SiteLink href="/versions/">versions page</SiteLink>.
        </p>
      </main>
      <Footer />
    </>
  );
}
