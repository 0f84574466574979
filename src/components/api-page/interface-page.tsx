import { SiteLink } from '@/components/link/site-link.client';
import type { ApiInterfaceEntry } from '@/model/api-types';
import { apiIndexPath } from '@/model/api-routes';
import { fill } from '@/modules/api';
import { t } from '@/i18n';
import { InlineText } from './inline-text';
import { PropsTable } from './props-table';
import { PropsToolbar } from './props-toolbar.client';
import styles from './api-page.module.css';

export interface InterfacePageProps {
  item: ApiInterfaceEntry;
  product: { name: string; home: string };
}

/** One interface's reference page (`GridColDef`): its imports and every member, server-rendered. */
export function InterfacePage({ item, product }: InterfacePageProps) {
  return (
    <>
      <nav aria-label={t('breadcrumbs')} className={styles.crumbs}>
        <SiteLink href={product.home}>{product.name}</SiteLink> /{' '}
        <SiteLink href={apiIndexPath(item.segment)}>{t('api.reference')}</SiteLink>
      </nav>
      <h1>
        {item.name} {t('api.indexTitle')}
      </h1>
      {item.description ? (
        <p className={styles.lead}>
          <InlineText text={item.description} />
        </p>
      ) : null}

      <section aria-labelledby="import">
        <h2 id="import">{t('api.import')}</h2>
        <pre className={styles.code}>
          <code>{item.imports.join('\n// or\n')}</code>
        </pre>
      </section>

      <section aria-labelledby="members">
        <h2 id="members">{t('api.members')}</h2>
        {item.members.length ? (
          <div id="members-view" className={styles.props} data-view="auto">
            <PropsToolbar targetId="members-view" total={item.members.length} />
            <PropsTable
              props={item.members}
              caption={`${item.name} ${t('api.members')}`}
              idPrefix="member-"
            />
          </div>
        ) : (
          <p>{t('api.noMembers')}</p>
        )}
      </section>

      <section aria-labelledby="source">
        <h2 id="source">{t('api.source')}</h2>
        <p>
          <a href={item.sourceUrl} rel="noopener">
            {fill(t('api.sourceLink'), { name: item.name })}
          </a>{' '}
          (<code>{`${item.package}/${item.declarationFile}`}</code>)
        </p>
      </section>
    </>
  );
}
