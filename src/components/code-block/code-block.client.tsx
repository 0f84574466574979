'use client';
import { useRef, type ReactNode } from 'react';
import { COPY_FEEDBACK_MS, shouldCopyOnShortcut } from '@/modules/clipboard';
import { CopyButton } from './copy-button.client';
import { useCopy } from './use-copy';
import styles from './code-block.module.css';

/**
 * A highlighted markdown code block with a copy button. Ctrl/Cmd+C while the block is hovered or
 * focused copies the whole block, unless the reader has selected text.
 */
export function CodeBlock({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = () => ref.current?.querySelector('pre')?.textContent ?? '';
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS.inline);
  return (
    <div
      ref={ref}
      className={styles.codeBlock}
      onKeyDown={(event) => {
        if (shouldCopyOnShortcut(event, window.getSelection()?.toString() ?? '')) {
          event.preventDefault();
          void copy(text());
        }
      }}
      onMouseEnter={() => ref.current?.setAttribute('data-hovered', '')}
      onMouseLeave={() => ref.current?.removeAttribute('data-hovered')}
    >
      {children}
      <CopyButton copied={copied} onClick={() => void copy(text())} className={styles.copy} />
    </div>
  );
}
