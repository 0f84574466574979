import { describe, expect, it, vi } from 'vitest';
import { createTranslate } from './translate';

const bundles = {
  en: { settings: { title: 'Settings', mode: 'Mode' }, search: 'Search' },
  zh: { settings: { title: '设置' } },
};

const fakeLogger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('createTranslate', () => {
  it('reads nested keys', () => {
    const t = createTranslate(bundles, 'en');
    expect(t('settings.title')).toBe('Settings');
    expect(t('search')).toBe('Search');
  });

  it('falls back to English on a missing key and warns once', () => {
    const logger = fakeLogger();
    const t = createTranslate(bundles, 'zh', { logger });
    expect(t('settings.title')).toBe('设置');
    expect(t('settings.mode')).toBe('Mode');
    expect(t('settings.mode')).toBe('Mode');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0][0]).toContain('settings.mode');
  });

  it('returns the key itself when English lacks it too', () => {
    const logger = fakeLogger();
    expect(createTranslate(bundles, 'en', { logger })('nope.key')).toBe('nope.key');
    expect(logger.warn.mock.calls[0][0]).toContain('and en');
  });

  it('shows … and logs an error for a missing language', () => {
    const logger = fakeLogger();
    const t = createTranslate(bundles, 'fr', { logger });
    expect(t('settings.title')).toBe('…');
    expect(t('search')).toBe('…');
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0][0]).toContain('fr');
  });
});
