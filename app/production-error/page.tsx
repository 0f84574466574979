import { Suspense } from 'react';
import errorCodes from '@generated/error-codes.json';
import { AppBar } from '@/components/layout/app-bar.client';
import { Footer } from '@/components/layout/footer';
import { ErrorDecoder, type ErrorTableEntry } from '@/components/production-error/error-decoder.client';
import { ErrorMessage } from '@/components/production-error/error-message';
import styles from '@/components/production-error/production-error.module.css';
import { appPages } from '@data/app-pages';
import { documentedPackages } from '@data/versions';
import { installedVersion } from '@/lib/installed-versions';
import { pageMetadata } from '@/lib/metadata';
import { formatErrorMessage, productionErrorUrl } from '@/modules/errors';
import home from '../home.module.css';

export const metadata = pageMetadata(appPages.productionError);

/** Only what the browser needs: the table without the extractor's source paths. */
const table: ErrorTableEntry[] = errorCodes.map(({ code, message, packages, variants }) => ({
  code,
  message,
  packages,
  variants: variants.map(({ message: m, packages: p }) => ({ message: m, packages: p })),
}));

/** Names shown where an argument goes in the catalogue: `‹argument 1›`. */
function argumentNames(code: number): string[] {
  const count = errorCodes.find((e) => e.code === code)?.argCount ?? 0;
  return Array.from({ length: count }, (_, i) => `‹argument ${i + 1}›`);
}

export default function ProductionErrorPage() {
  const installed = documentedPackages.map((pkg) => `${pkg.name} ${installedVersion(pkg.name)}`).join(', ');
  return (
    <>
      <AppBar />
      <main id="main-content" tabIndex={-1} className={`${home.main} markdown-body`}>
        <h1>Production error</h1>
        <p>
          Production builds of the libraries replace long error messages with a number to keep bundles small.
          The error links here with the number and its arguments; this page puts the full message back
          together in your browser.
        </p>
        <Suspense fallback={null}>
          <ErrorDecoder table={table} installed={installed} />
        </Suspense>
        <h2 id="all-codes">All error codes</h2>
        <p>Every minified error of the installed packages, with placeholders where an argument goes.</p>
        <ul className={styles.codes}>
          {table.map((entry) => (
            <li key={entry.code} id={`code-${entry.code}`}>
              <a href={productionErrorUrl(entry.code)}>Error {entry.code}</a>
              <ErrorMessage segments={formatErrorMessage(entry.message, argumentNames(entry.code))} />
            </li>
          ))}
        </ul>
      </main>
      <Footer />
    </>
  );
}
