import clipboardCopy from 'clipboard-copy';

export const COPY_FEEDBACK_MS = { demo: 1200, inline: 2000 } as const;

/**
 * Copies text: the async clipboard API first, then a selection copy (both inside clipboard-copy).
 * When both fail the error reads "The request is not allowed", whatever the browser said.
 */
export async function copyText(
  text: string,
  copy: (text: string) => Promise<void> = clipboardCopy,
): Promise<void> {
  try {
    await copy(text);
  } catch {
    throw new Error('The request is not allowed');
  }
}

/** Ctrl/Cmd+C over a code block copies it only when the reader has not selected text themselves. */
export function shouldCopyOnShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  selectedText: string,
): boolean {
  return (
    event.key.toLowerCase() === 'c' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    selectedText.length === 0
  );
}
