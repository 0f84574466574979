'use client';
import { useSearchParams } from 'next/navigation';
import { formatErrorMessage, parseErrorQuery } from '@/modules/errors';
import { ErrorMessage } from './error-message';

export interface ErrorTableEntry {
  code: number;
  message: string;
  packages: string[];
  variants: Array<{ message: string; packages: string[] }>;
}

/**
 * Decodes `?code=N&args[]=…` in the browser: the page itself is static, so the query never
 * reaches the server. Must sit under <Suspense> (useSearchParams on a prerendered page).
 */
export function ErrorDecoder({ table, installed }: { table: ErrorTableEntry[]; installed: string }) {
  const search = useSearchParams();
  const query = parseErrorQuery(search.toString());
  if (!search.has('code')) return null;
  if (query.code === null) {
    return (
      <section aria-labelledby="decoded" role="alert">
        <h2 id="decoded">No valid error code</h2>
        <p>
          The address carries <code>code={search.get('code')}</code>, which is not an error number. Copy the
          whole link from the error message again.
        </p>
      </section>
    );
  }
  const entry = table.find((e) => e.code === query.code);
  if (!entry) {
    return (
      <section aria-labelledby="decoded" role="alert" data-testid="unknown-code">
        <h2 id="decoded">Unknown error code {query.code}</h2>
        <p>
          Error {query.code} is not thrown by the versions this site documents ({installed}). It may come from
          an older or newer release: open the link on the docs of the version your app uses, or read the
          message in a development build, which prints it in full.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="decoded" data-testid="decoded-error">
      <h2 id="decoded">Error {entry.code}</h2>
      <p>The full text of the error your production build reported:</p>
      <ErrorMessage segments={formatErrorMessage(entry.message, query.args)} />
      <p>Thrown by {entry.packages.join(', ')}.</p>
      {entry.variants.map((variant) => (
        <div key={variant.message}>
          <p>In {variant.packages.join(', ')}, an older copy some packages depend on, the same code means:</p>
          <ErrorMessage segments={formatErrorMessage(variant.message, query.args)} />
        </div>
      ))}
    </section>
  );
}
