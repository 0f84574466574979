import { describe, expect, it } from 'vitest';
import { COPY_FEEDBACK_MS, copyText, shouldCopyOnShortcut } from './copy';

describe('copyText', () => {
  it('passes the text to the copier', async () => {
    const copied: string[] = [];
    await copyText('npm i', async (text) => void copied.push(text));
    expect(copied).toEqual(['npm i']);
  });
  it('reports "The request is not allowed" when copying fails', async () => {
    await expect(
      copyText('x', async () => {
        throw new DOMException('Document is not focused.', 'NotAllowedError');
      }),
    ).rejects.toThrow('The request is not allowed');
  });
  it('uses the spec timings', () => {
    expect(COPY_FEEDBACK_MS).toEqual({ demo: 1200, inline: 2000 });
  });
});

describe('shouldCopyOnShortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({
    key: 'c',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...init,
  });
  it('copies on Ctrl+C and Cmd+C with nothing selected', () => {
    expect(shouldCopyOnShortcut(key({ ctrlKey: true }), '')).toBe(true);
    expect(shouldCopyOnShortcut(key({ metaKey: true }), '')).toBe(true);
  });
  it('leaves the reader selection alone', () => {
    expect(shouldCopyOnShortcut(key({ ctrlKey: true }), 'const')).toBe(false);
  });
  it('ignores other keys and combinations', () => {
    expect(shouldCopyOnShortcut(key({ key: 'v', ctrlKey: true }), '')).toBe(false);
    expect(shouldCopyOnShortcut(key({}), '')).toBe(false);
    expect(shouldCopyOnShortcut(key({ ctrlKey: true, shiftKey: true }), '')).toBe(false);
  });
});
