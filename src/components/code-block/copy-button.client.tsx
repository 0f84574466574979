'use client';
import styles from './code-block.module.css';

export function CopyButton({
  copied,
  onClick,
  className,
}: {
  copied: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${styles.copyButton} ${className ?? ''}`}
      onClick={onClick}
      data-testid="copy-button"
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
