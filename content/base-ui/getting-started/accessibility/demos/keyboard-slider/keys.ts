import * as React from 'react';

/** What each key does to the slider below (step 1, shiftStep 10, range 0–100). */
export const keyEffects: Record<string, string> = {
  ArrowRight: '+1 step',
  ArrowUp: '+1 step',
  ArrowLeft: '−1 step',
  ArrowDown: '−1 step',
  PageUp: '+10 (shiftStep)',
  PageDown: '−10 (shiftStep)',
  Home: 'minimum',
  End: 'maximum',
};

export function describeKey(event: React.KeyboardEvent) {
  const effect = keyEffects[event.key];
  if (!effect) {
    return null;
  }
  if (event.shiftKey && event.key.startsWith('Arrow')) {
    return `Shift+${event.key}: ±10 (shiftStep)`;
  }
  return `${event.key}: ${effect}`;
}
