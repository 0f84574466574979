import { SiteLink } from '@/components/link/site-link.client';
import { PropsTable } from '@/components/api-page/props-table';
import { loadApiEntry } from '@/lib/api-pages';
import { apiPagePath } from '@/model/api-routes';
import { apiSlug } from '@/model/api-slug';
import { excerptProps } from '@/modules/api/excerpt-props';
import styles from '@/components/api-page/api-page.module.css';

/**
 * A few rows of a component's generated props table inside a guide, with a link to the whole API
 * page. The names were checked at compile time (pipeline/markdown/remark-api-excerpts), so a
 * missing entry here means the API data changed after the page was compiled.
 */
export function ApiExcerpt({
  product,
  component,
  props,
}: {
  product: string;
  component: string;
  props: string;
}) {
  const slug = apiSlug(component);
  const entry = loadApiEntry(product, slug);
  if (!entry) throw new Error(`ApiExcerpt: no API data for ${product}/${slug}; run the prebuild`);
  const wanted = excerptProps(props);
  const rows = wanted.map((name) => entry.props.find((prop) => prop.name === name)!).filter(Boolean);
  return (
    <div className={styles.excerpt} data-api-excerpt={`${product}/${slug}`}>
      <PropsTable
        props={rows}
        caption={`${component} props (excerpt)`}
        idPrefix={`${product}-${slug}-prop-`}
      />
      <p>
        <SiteLink href={`${apiPagePath(product, slug)}#props`}>All {component} props</SiteLink>
      </p>
    </div>
  );
}
