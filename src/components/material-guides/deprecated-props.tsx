import { InlineText } from '@/components/api-page/inline-text';
import { apiEntriesOf, loadApiEntry } from '@/lib/api-pages';
import { collectDeprecations } from '@/modules/api-deprecations';
import { TokenTable } from './token-table';

/**
 * Every `@deprecated` prop of a product's components, read from the API data the prebuild
 * extracted from the installed packages' .d.ts files. Server-rendered; each row links to the
 * prop's row on its API page.
 */
export function DeprecatedProps({ product }: { product: string }) {
  const entries = apiEntriesOf(product)
    .filter((summary) => summary.kind === 'component')
    .flatMap((summary) => loadApiEntry(product, summary.slug) ?? []);
  const rows = collectDeprecations(entries);
  const components = new Set(rows.map((row) => row.component)).size;

  return (
    <>
      <p>
        The installed version deprecates <strong data-testid="deprecated-count">{rows.length}</strong> props
        across {components} components.
      </p>
      <TokenTable
        label="Deprecated props"
        columns={['Component', 'Prop', 'What to use instead', 'Removed in v7']}
        rows={rows.map((row) => ({
          key: `${row.component}.${row.prop}`,
          cells: [
            row.component,
            <a key="p" href={`/${product}/api/${row.slug}/#prop-${row.prop}`}>
              <code>{row.prop}</code>
            </a>,
            row.advice ? <InlineText key="a" text={row.advice} /> : 'No replacement given',
            row.removedInV7 ? 'Yes' : 'Not stated',
          ],
        }))}
      />
    </>
  );
}
