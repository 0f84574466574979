import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Emotion cache that mirrors every rule; loaded only once a reader switches to right-to-left. */
export function createRtlCache() {
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}
