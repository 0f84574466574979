import { describe, expect, it } from 'vitest';
import { rovingIndex, tabStopIndex } from './roving-toolbar';

describe('rovingIndex', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(rovingIndex(0, 4, 'ArrowRight', false)).toBe(1);
    expect(rovingIndex(3, 4, 'ArrowRight', false)).toBe(0);
    expect(rovingIndex(0, 4, 'ArrowLeft', false)).toBe(3);
    expect(rovingIndex(2, 4, 'ArrowLeft', false)).toBe(1);
  });

  it('swaps the arrows right-to-left', () => {
    expect(rovingIndex(0, 4, 'ArrowLeft', true)).toBe(1);
    expect(rovingIndex(0, 4, 'ArrowRight', true)).toBe(3);
  });

  it('jumps to the ends with Home and End, whatever the direction', () => {
    expect(rovingIndex(2, 4, 'Home', false)).toBe(0);
    expect(rovingIndex(1, 4, 'End', true)).toBe(3);
  });

  it('ignores other keys and empty toolbars', () => {
    expect(rovingIndex(1, 4, 'ArrowDown', false)).toBeUndefined();
    expect(rovingIndex(1, 4, 'Tab', false)).toBeUndefined();
    expect(rovingIndex(0, 0, 'ArrowRight', false)).toBeUndefined();
  });
});

describe('tabStopIndex', () => {
  it('keeps the remembered control, clamped to the controls there are now', () => {
    expect(tabStopIndex(2, 5)).toBe(2);
    expect(tabStopIndex(7, 5)).toBe(4);
    expect(tabStopIndex(-1, 5)).toBe(0);
    expect(tabStopIndex(0, 0)).toBe(-1);
  });
});
