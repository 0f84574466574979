import type { SearchKind } from '@/modules/search';
import { t } from '@/i18n';
import { Highlighted } from './highlighted';
import type { OptionGroup, SearchOption } from './search-options';
import styles from './search-dialog.module.css';

export const LISTBOX_ID = 'search-listbox';
export const optionId = (index: number) => `search-option-${index}`;

const KIND_LABEL: Partial<Record<SearchKind, string>> = {
  api: t('search.kindApi'),
  prop: t('search.kindProp'),
  demo: t('search.kindDemo'),
};

interface Props {
  groups: OptionGroup[];
  active: number;
  onActivate: (index: number) => void;
  onChoose: (option: SearchOption, event: React.MouseEvent) => void;
}

/**
 * The listbox of a combobox: options are links (so middle-click and "copy link" work) that never
 * take focus; the input keeps it and points at the active one with aria-activedescendant.
 */
export function SearchResults({ groups, active, onActivate, onChoose }: Props) {
  let index = -1;
  return (
    <div role="listbox" id={LISTBOX_ID} aria-label={t('search.results')} className={styles.listbox}>
      {groups.map((group) => (
        <div role="group" aria-labelledby={group.id} key={group.id} className={styles.group}>
          <div id={group.id} className={styles.groupLabel}>
            {group.label}
          </div>
          {group.options.map((option) => {
            index += 1;
            const mine = index;
            const kind = option.kind ? KIND_LABEL[option.kind] : undefined;
            return (
              <a
                key={`${option.kind ?? 'recent'}:${option.url}`}
                id={optionId(mine)}
                role="option"
                aria-selected={mine === active}
                href={option.url}
                tabIndex={-1}
                className={styles.option}
                data-kind={option.kind}
                onMouseMove={() => mine !== active && onActivate(mine)}
                onClick={(event) => onChoose(option, event)}
              >
                <span className={styles.optionTitle}>
                  {option.section ? (
                    <>
                      <span className={styles.page}>
                        <Highlighted text={option.title} terms={option.terms} />
                      </span>
                      <span aria-hidden className={styles.separator}>
                        ›
                      </span>
                      <Highlighted text={option.section} terms={option.terms} />
                    </>
                  ) : (
                    <Highlighted text={option.title} terms={option.terms} />
                  )}
                  {kind ? <span className={styles.kind}>{kind}</span> : null}
                </span>
                {option.excerpt ? (
                  <span className={styles.excerpt}>
                    <Highlighted text={option.excerpt} terms={option.terms} />
                  </span>
                ) : null}
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}
