/** Keys that move focus inside a toolbar (WAI-ARIA toolbar pattern, horizontal). */
export type RovingKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * The index a key moves a toolbar's focus to, wrapping at both ends; undefined for any other key.
 * In a right-to-left toolbar the first control is on the right, so the arrows swap meaning.
 */
export function rovingIndex(current: number, count: number, key: string, rtl: boolean): number | undefined {
  if (count <= 0) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The one control that takes the Tab stop: the remembered one, kept within the current list. */
export function tabStopIndex(remembered: number, count: number): number {
  if (count <= 0) return -1;
  return Math.min(Math.max(remembered, 0), count - 1);
}
