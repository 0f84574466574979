import { createTranslate } from '@/modules/i18n';
import { en } from './en';

/** Languages offered in the settings drawer: English ships; the others are listed as not yet available. */
export const LANGUAGES = [
  { code: 'en', name: 'English', available: true },
  { code: 'zh', name: '中文', available: false },
] as const;

/** Interface strings for the site. Only English is supported, so every page uses this one. */
export const t = createTranslate({ en }, 'en');
