import { afterEach, expect, it } from 'vitest';
import { readStorage, writeStorage } from './index';

const globals = globalThis as unknown as { window?: unknown };
afterEach(() => {
  delete globals.window;
});

function storageMap() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

it('reads and writes through localStorage', () => {
  globals.window = { localStorage: storageMap() };
  expect(readStorage('k')).toBeNull();
  expect(writeStorage('k', 'v')).toBe(true);
  expect(readStorage('k')).toBe('v');
});

it('treats blocked storage (the property itself throws) as empty and unwritable', () => {
  globals.window = {
    get localStorage(): never {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  };
  expect(readStorage('k')).toBeNull();
  expect(writeStorage('k', 'v')).toBe(false);
});

it('reports a full storage as not written', () => {
  globals.window = {
    localStorage: {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    },
  };
  expect(writeStorage('k', 'v')).toBe(false);
});
