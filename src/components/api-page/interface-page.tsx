import { SiteLink } from '@/components/link/site-link.client';
import type { ApiInterfaceEntry } from '@/model/api-types';
import { apiIndexPath } from '@/model/api-routes';
import { fill } from '@/modules/api';
import { t } from '@/i18n';
import { InlineText } from './inline-text';
import { PropsTable } from './props-table';
import { PropsToolbar } from './props-toolbar.client';
import { Section } from './section';
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

      <Section id="import" title={t('api.import')}>
        <pre className={styles.code}>
          <code>{item.imports.join('\n// or\n')}</code>
        </pre>
      </Section>

      <Section id="members" title={t('api.members')}>
        {item.members.length ? (
          <div id="members-view" className={styles.props} data-view="auto">
            <PropsToolbar targetId="members-view" total={item.members.length} rows="members" />
            <PropsTable
              props={item.members}
              caption={`${item.name} ${t('api.members')}`}
              idPrefix="member-"
            />
          </div>
        ) : (
          <p>{t('api.noMembers')}</p>
        )}
      </Section>

      <Section id="source" title={t('api.source')}>
        <p>
          <a href={item.sourceUrl} rel="noopener">
            {fill(t('api.sourceLink'), { name: item.name })}
          </a>{' '}
          (<code>{`${item.package}/${item.declarationFile}`}</code>)
        </p>
      </Section>
    </>
  );
}
