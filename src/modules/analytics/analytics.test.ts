import { describe, expect, it, vi } from 'vitest';
import {
  clickEventFor,
  createTransport,
  detectOs,
  pageViewParams,
  userProperties,
  type AnalyticsWindow,
} from './index';

describe('transport', () => {
  it('queues in the page when no measurement id is configured', () => {
    const win: AnalyticsWindow = {};
    createTransport(win, undefined).send({ type: 'event', name: 'page_view', params: { a: 1 } });
    expect(win.__analyticsQueue).toEqual([{ type: 'event', name: 'page_view', params: { a: 1 } }]);
  });
  it('calls gtag when configured', () => {
    const gtag = vi.fn();
    const win: AnalyticsWindow = { gtag };
    const transport = createTransport(win, 'G-TEST');
    transport.send({ type: 'event', name: 'ad', params: { eventAction: 'click' } });
    transport.send({ type: 'set', name: 'user_properties', params: { os: 'Linux' } });
    expect(gtag.mock.calls).toEqual([
      ['event', 'ad', { eventAction: 'click' }],
      ['set', 'user_properties', { os: 'Linux' }],
    ]);
    expect(win.__analyticsQueue).toBeUndefined();
  });
});

describe('page_view', () => {
  it('reports the canonical location, product id and category id', () => {
    expect(pageViewParams('/zh/x/react-data-grid/filtering/', 'Filtering', 'https://mui.com')).toEqual({
      page_title: 'Filtering',
      page_location: 'https://mui.com/x/react-data-grid/filtering',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    expect(pageViewParams('/joy-ui/getting-started/', 'Joy', 'https://mui.com')).toMatchObject({
      productId: 'joy-ui',
      productCategoryId: 'core',
    });
  });
});

describe('user properties', () => {
  const input = {
    cookie: 'a=1; codeVariant=JS; codeStyling=Tailwind',
    language: 'en',
    devicePixelRatio: 2.0001,
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
    colorScheme: 'dark',
  };
  it('reads code variant and styling from cookies', () => {
    expect(userProperties(input)).toEqual({
      codeVariant: 'JS',
      codeStylingVariant: 'Tailwind',
      userLanguage: 'en',
      devicePixelRatio: 2,
      os: 'macOS',
      colorSchemeMode: 'dark',
    });
  });
  it('defaults to TS and System, ignoring junk', () => {
    expect(userProperties({ ...input, cookie: 'codeVariant=%E0%A4%A; codeStyling=Sass' })).toMatchObject({
      codeVariant: 'TS',
      codeStylingVariant: 'System',
    });
  });
  it('names common systems', () => {
    expect(detectOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(detectOs('Mozilla/5.0 (Linux; Android 14)')).toBe('Android');
    expect(detectOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(detectOs('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
  });
});

interface FakeElement {
  getAttribute(name: string): string | null;
  parentElement: FakeElement | null;
}

function element(attrs: Record<string, string>, parent: FakeElement | null = null): FakeElement {
  return { getAttribute: (name: string) => attrs[name] ?? null, parentElement: parent };
}

describe('click events', () => {
  const ad = element({
    'data-ga-event-category': 'ad',
    'data-ga-event-action': 'click',
    'data-ga-event-label': 'in-house-body-top-image',
  });
  it('reports the closest element carrying the attributes', () => {
    expect(clickEventFor(element({}, ad), () => 0.5)).toEqual({
      name: 'ad',
      params: { eventCategory: 'ad', eventAction: 'click', eventLabel: 'in-house-body-top-image' },
    });
    expect(clickEventFor(element({}), () => 0.5)).toBeNull();
  });
  it('samples with data-ga-event-split at its boundary', () => {
    const sampled = element({
      'data-ga-event-category': 'toc',
      'data-ga-event-action': 'click',
      'data-ga-event-split': '0.1',
    });
    expect(clickEventFor(sampled, () => 0.0999)).not.toBeNull();
    expect(clickEventFor(sampled, () => 0.1)).toBeNull();
  });
  it('rejects a bad split with a clear error', () => {
    const bad = element({
      'data-ga-event-category': 'x',
      'data-ga-event-action': 'y',
      'data-ga-event-split': '2',
    });
    expect(() => clickEventFor(bad, () => 0)).toThrow('data-ga-event-split="2" must be a number in (0, 1]');
  });
});
