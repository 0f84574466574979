import type { MessageSegment } from '@/modules/errors';
import styles from './production-error.module.css';

function Segment({ segment }: { segment: MessageSegment }) {
  // Every value is a React text child, so an argument such as `<img onerror=…>` shows as text.
  const inner =
    segment.kind === 'missing' ? (
      <em className={styles.missing}>{segment.text}</em>
    ) : segment.kind === 'arg' ? (
      <span className={styles.arg} data-arg={segment.index}>
        {segment.text}
      </span>
    ) : (
      segment.text
    );
  return segment.code ? <code>{inner}</code> : <>{inner}</>;
}

/** A decoded error message; renders anywhere (server, client, tests) since it has no hooks. */
export function ErrorMessage({ segments }: { segments: readonly MessageSegment[] }) {
  return (
    <p className={styles.message} data-testid="error-message">
      {segments.map((segment, i) => (
        <Segment key={i} segment={segment} />
      ))}
    </p>
  );
}
