import { describe, expect, it } from 'vitest';
import { expandNextRedirects, nextRedirects, TRAILING_SLASH_RULES } from './next-redirects';

const pairs: Array<[string, string]> = [
  ['/api/button/', '/material-ui/api/button/'],
  ['/api/chip/', '/material-ui/api/chip/'],
  ['/base/react-button/', '/base-ui/react-button/'],
  ['/components/buttons/', '/material-ui/react-button/'],
  ['/material-ui/react-link/', '/material-ui/react-links/'],
  ['/components/links/', '/material-ui/react-links/'],
];

describe('nextRedirects', () => {
  it('puts pairs of one shape in one rule whose parameter lists the exact paths', () => {
    const rules = nextRedirects(pairs).filter(
      (rule) => !rule.source.startsWith('/zh/') && !TRAILING_SLASH_RULES.includes(rule),
    );
    expect(rules).toEqual([
      { source: '/:rest(api/button|api/chip){/}?', destination: '/material-ui/:rest/', statusCode: 301 },
      { source: '/base/:rest(react-button){/}?', destination: '/base-ui/:rest/', statusCode: 301 },
      {
        source: '/:from(components/buttons){/}?',
        destination: '/material-ui/react-button/',
        statusCode: 301,
      },
      {
        source: '/:from(material-ui/react-link|components/links){/}?',
        destination: '/material-ui/react-links/',
        statusCode: 301,
      },
    ]);
  });

  it('answers exactly the pairs it was given, each with a /zh/ twin but for /api/ sources', () => {
    const rules = nextRedirects(pairs);
    const plain = rules.filter((rule) => !rule.source.startsWith('/zh/'));
    expect(expandNextRedirects(plain).sort()).toEqual([...pairs].sort());
    const zh = rules.filter((rule) => rule.source.startsWith('/zh/'));
    expect(zh.map((rule) => [rule.source, rule.destination])).toContainEqual([
      '/zh/:from(components/buttons){/}?',
      '/zh/material-ui/react-button/',
    ]);
    // /zh/api/ is never a page, so /zh/api/button/ stays 404 rather than leading to one.
    expect(expandNextRedirects(zh).sort()).toEqual(
      pairs
        .filter(([from]) => !from.startsWith('/api/'))
        .map(([from, to]) => [`/zh${from}`, `/zh${to}`])
        .sort(),
    );
  });

  it('keeps /api/ sources apart from others of their shape, so those keep their /zh/ twin', () => {
    const mixed: Array<[string, string]> = [
      ['/api/button/', '/material-ui/api/button/'],
      ['/guides/api/', '/material-ui/guides/api/'],
    ];
    const zh = nextRedirects(mixed).filter((rule) => rule.source.startsWith('/zh/'));
    expect(expandNextRedirects(zh)).toEqual([['/zh/guides/api/', '/zh/material-ui/guides/api/']]);
  });
});

describe('TRAILING_SLASH_RULES', () => {
  // The sources are path-to-regexp patterns whose one parameter is a plain regular expression.
  // Next compiles them non-strict: one more slash may follow whatever the source matches.
  const matches = (source: string, path: string) => {
    const [, head, pattern, tail] = /^(\/):\w+\((.*)\)(\/?)$/.exec(source)!;
    return new RegExp(`^${head}(?:${pattern})${tail}/?$`).test(path);
  };
  const [fileRule, pageRule] = TRAILING_SLASH_RULES;

  it('come after every table rule', () => {
    expect(nextRedirects(pairs).slice(-2)).toEqual(TRAILING_SLASH_RULES);
  });

  it('give a page path its slash and take it from a file name', () => {
    for (const path of ['/material-ui/react-button', '/zh', '/api/feedback'])
      expect([path, matches(pageRule.source, path), matches(fileRule.source, path)]).toEqual([
        path,
        true,
        false,
      ]);
    for (const path of ['/icon.svg/', '/search/index.abc123.json/'])
      expect([path, matches(fileRule.source, path), matches(pageRule.source, path)]).toEqual([
        path,
        true,
        false,
      ]);
    for (const path of ['/material-ui/react-button/', '/', '/icon.svg', '/_next/static/chunks/a.js'])
      expect([path, matches(pageRule.source, path) || matches(fileRule.source, path)]).toEqual([path, false]);
  });
});
