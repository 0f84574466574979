import type { ApiProp } from '@/model/api-types';
import { t } from '@/i18n';
import { InlineText } from './inline-text';
import styles from './api-page.module.css';

/**
 * Server-rendered props table. The same markup is the phone "list" view: CSS turns rows into cards
 * when the wrapper's data-view is `list` (chosen in the toolbar island) or `auto` on a phone, so nothing
 * renders twice.
 */
export function PropsTable({
  props,
  caption,
  idPrefix,
}: {
  props: ApiProp[];
  caption: string;
  idPrefix: string;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('api.name')}</th>
          <th scope="col">{t('api.type')}</th>
          <th scope="col">{t('api.default')}</th>
          <th scope="col">{t('api.description')}</th>
        </tr>
      </thead>
      <tbody>
        {props.map((prop) => (
          <tr key={prop.name} id={`${idPrefix}${prop.name}`} data-prop={prop.name}>
            <th scope="row" className={styles.name}>
              <a href={`#${idPrefix}${prop.name}`}>
                <code>{prop.name}</code>
              </a>
              {prop.required ? <span className={styles.required}>{t('api.required')}</span> : null}
              {prop.plan ? (
                <span className={styles.plan} data-plan={prop.plan}>
                  {t(`badges.${prop.plan}`)}
                </span>
              ) : null}
              {prop.deprecated !== undefined ? (
                <span className={styles.deprecated}>{t('api.deprecated')}</span>
              ) : null}
            </th>
            <td data-label={t('api.type')}>
              <code className={styles.type}>{prop.type}</code>
            </td>
            <td data-label={t('api.default')}>{prop.default ? <code>{prop.default}</code> : null}</td>
            <td data-label={t('api.description')}>
              <InlineText text={prop.description} />
              {prop.deprecated ? (
                <p className={styles.deprecatedText}>
                  <strong>{t('api.deprecated')}:</strong> <InlineText text={prop.deprecated} />
                </p>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
