'use client';
import { Children, isValidElement, useEffect, useId, useState, type ReactNode } from 'react';
import styles from './code-tabs.module.css';
import { readStorage, writeStorage } from '@/modules/browser-storage';

/** Tab groups with the same labels (npm / pnpm / yarn) follow one choice, remembered per browser. */
const storageKey = (labels: readonly string[]) => `codeTabs:${labels.join('|')}`;
const CHANGE = 'code-tabs-change';

function readChoice(labels: readonly string[]): number {
  const saved = readStorage(storageKey(labels));
  const index = saved === null ? -1 : labels.indexOf(saved);
  return index < 0 ? 0 : index;
}

/**
 * Code blocks behind tabs (`:::code-tabs` in markdown, see pipeline/markdown/remark-code-tabs).
 * ARIA tabs: arrow keys, Home and End move between tabs; only the chosen block is shown. The
 * server renders the first tab, so without JavaScript the first block is still readable.
 */
export function CodeTabs({ labels: labelsJson, children }: { labels: string; children: ReactNode }) {
  const labels = JSON.parse(labelsJson) as string[];
  const blocks = Children.toArray(children).filter(isValidElement);
  const id = useId();
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    setSelected(readChoice(labels));
    const onChange = () => setSelected(readChoice(labels));
    window.addEventListener(CHANGE, onChange);
    return () => window.removeEventListener(CHANGE, onChange);
    // The labels come from a JSON string prop: it is the stable identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labelsJson]);

  const choose = (index: number, focus = false) => {
    setSelected(index);
    // Not remembered when storage is blocked; this group still switches.
    writeStorage(storageKey(labels), labels[index]);
    window.dispatchEvent(new Event(CHANGE));
    if (focus) document.getElementById(`${id}-tab-${index}`)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = labels.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label="Code variants" className={styles.tablist} onKeyDown={onKeyDown}>
        {labels.map((label, index) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(index)}
          >
            {label}
          </button>
        ))}
      </div>
      {blocks.map((block, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {block}
        </div>
      ))}
    </div>
  );
}
