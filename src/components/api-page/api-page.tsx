import { SiteLink } from '@/components/link/site-link.client';
import type { ReactNode } from 'react';
import type { ApiEntry, BundleCost } from '@/model/api-types';
import { apiIndexPath } from '@/model/api-routes';
import { fill, formatBytes } from '@/modules/api';
import { t } from '@/i18n';
import { InlineText } from './inline-text';
import { PropsTable } from './props-table';
import { PropsToolbar } from './props-toolbar.client';
import { Section } from './section';
import styles from './api-page.module.css';

export interface ApiPageProps {
  entry: ApiEntry;
  product: { name: string; home: string };
  demos: Array<{ route: string; title: string }>;
  /** Path of the inherited component's page when this site has one. */
  inheritsHref?: string;
  shared?: Record<string, BundleCost>;
}

/** One API reference page, fully rendered on the server from the extracted data. */
export function ApiPage({ entry, product, demos, inheritsHref, shared }: ApiPageProps) {
  const isHook = entry.kind === 'hook';
  return (
    <>
      <nav aria-label={t('breadcrumbs')} className={styles.crumbs}>
        <SiteLink href={product.home}>{product.name}</SiteLink> /{' '}
        <SiteLink href={apiIndexPath(entry.segment)}>{t('api.reference')}</SiteLink>
      </nav>
      <h1>
        {entry.name} {t('api.indexTitle')}
      </h1>
      {entry.description ? (
        <p className={styles.lead}>
          <InlineText text={entry.description} />
        </p>
      ) : null}

      <Section id="import" title={t('api.import')}>
        <pre className={styles.code}>
          <code>{[entry.imports.default, entry.imports.named].filter(Boolean).join('\n// or\n')}</code>
        </pre>
      </Section>

      <Section id="props" title={isHook ? t('api.parameters') : t('api.props')}>
        {entry.props.length ? (
          <div id="props-view" className={styles.props} data-view="auto">
            <PropsToolbar targetId="props-view" total={entry.props.length} />
            <PropsTable
              props={entry.props}
              caption={`${entry.name} ${isHook ? t('api.parameters') : t('api.props')}`}
              idPrefix="prop-"
            />
          </div>
        ) : (
          <p>{t('api.noProps')}</p>
        )}
        {entry.inherits ? (
          <p data-testid="inherits">
            {fill(t('api.inherits'), { name: '\u0000' })
              .split('\u0000')
              .flatMap((part, index) =>
                index === 0
                  ? [part]
                  : [
                      inheritsHref ? (
                        <SiteLink key="link" href={inheritsHref}>
                          {entry.inherits!.name}
                        </SiteLink>
                      ) : (
                        <code key="code">{entry.inherits!.name}</code>
                      ),
                      part,
                    ],
              )}
          </p>
        ) : null}
        {!isHook ? <p>{t('api.forwards')}</p> : null}
      </Section>

      {entry.returnValue?.length ? (
        // Not "return-value": rows are `return-<field>` and hooks return a field named `value`.
        <Section id="returns" title={t('api.returnValue')}>
          <PropsTable
            props={entry.returnValue}
            caption={`${entry.name} ${t('api.returnValue')}`}
            idPrefix="return-"
          />
        </Section>
      ) : null}

      {entry.slots.length ? (
        <Section id="slots" title={t('api.slots')}>
          <table className={styles.table}>
            <caption className={styles.caption}>{`${entry.name} ${t('api.slots')}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t('api.slot')}</th>
                <th scope="col">{t('api.default')}</th>
                <th scope="col">{t('api.className')}</th>
                <th scope="col">{t('api.description')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.slots.map((slot) => (
                <tr key={slot.name} id={`slot-${slot.name}`}>
                  <th scope="row">
                    <code>{slot.name}</code>
                  </th>
                  <td>{slot.default ? <code>{slot.default}</code> : null}</td>
                  <td>{slot.className ? <code>.{slot.className}</code> : null}</td>
                  <td>
                    <InlineText text={slot.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ) : null}

      {entry.classes.length ? (
        <Section id="css" title={t('api.cssClasses')}>
          <table className={styles.table}>
            <caption className={styles.caption}>{`${entry.name} ${t('api.cssClasses')}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t('api.className')}</th>
                <th scope="col">{t('api.ruleName')}</th>
                <th scope="col">{t('api.description')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.classes.map((cls) => (
                <tr key={cls.key}>
                  <th scope="row">
                    <code>.{cls.className}</code>
                  </th>
                  <td>
                    <code>{cls.key}</code>
                  </td>
                  <td>
                    <InlineText text={cls.description} />
                    {cls.isGlobal ? <span className={styles.note}> ({t('api.stateClass')})</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ) : null}

      {!isHook ? (
        <Section id="ref" title={t('api.ref')}>
          <p>{entry.ref ? fill(t('api.refText'), { ref: entry.ref }) : t('api.noRef')}</p>
        </Section>
      ) : null}

      <Section id="demos" title={t('api.demos')}>
        {demos.length ? (
          <ul>
            {demos.map((demo) => (
              <li key={demo.route}>
                <SiteLink href={demo.route}>{demo.title}</SiteLink>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('api.noDemos')}</p>
        )}
      </Section>

      {entry.bundle ? (
        <Section id="bundle" title={t('api.bundle')}>
          <p data-testid="bundle-cost">
            {fill(t('api.bundleText'), {
              min: formatBytes(entry.bundle.minified),
              gzip: formatBytes(entry.bundle.gzip),
              react: shared?.react ? formatBytes(shared.react.gzip) : '?',
              emotion: shared?.emotion ? formatBytes(shared.emotion.gzip) : '?',
            })}
          </p>
        </Section>
      ) : null}

      <Section id="source" title={t('api.source')}>
        <p>
          <a href={entry.sourceUrl} rel="noopener">
            {fill(t('api.sourceLink'), { name: entry.name })}
          </a>{' '}
          (<code>{`${entry.package}/${entry.declarationFile}`}</code>)
        </p>
      </Section>
    </>
  );
}
