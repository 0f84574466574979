import { describe, expect, it } from 'vitest';
import { memoizeAsync } from './memo';

describe('memoizeAsync', () => {
  const counting = () => {
    const calls: string[] = [];
    const fn = memoizeAsync(
      async (text: string) => {
        calls.push(text);
        return text.toUpperCase();
      },
      (text) => text,
      2,
    );
    return { fn, calls };
  };

  it('computes a key once and answers later calls from memory', async () => {
    const { fn, calls } = counting();
    expect(await fn('a')).toBe('A');
    expect(await fn('a')).toBe('A');
    expect(calls).toEqual(['a']);
  });

  it('forgets the least recently used key beyond the limit', async () => {
    const { fn, calls } = counting();
    await fn('a');
    await fn('b');
    await fn('a'); // a is now the most recent
    await fn('c'); // evicts b
    await fn('a');
    await fn('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets a failed call so the next one tries again', async () => {
    let fail = true;
    const fn = memoizeAsync(
      async (n: number) => {
        if (fail) throw new Error('no');
        return n * 2;
      },
      String,
      10,
    );
    await expect(fn(2)).rejects.toThrow('no');
    fail = false;
    expect(await fn(2)).toBe(4);
  });
});
