import { describe, expect, it } from 'vitest';
import { expandNextRedirects, nextRedirects } from './next-redirects';

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
    const rules = nextRedirects(pairs).filter((rule) => !rule.source.startsWith('/zh/'));
    expect(rules).toEqual([
      { source: '/:rest(api/button|api/chip)/', destination: '/material-ui/:rest/', statusCode: 301 },
      { source: '/base/:rest(react-button)/', destination: '/base-ui/:rest/', statusCode: 301 },
      { source: '/:from(components/buttons)/', destination: '/material-ui/react-button/', statusCode: 301 },
      {
        source: '/:from(material-ui/react-link|components/links)/',
        destination: '/material-ui/react-links/',
        statusCode: 301,
      },
    ]);
  });

  it('answers exactly the pairs it was given, each with a /zh/ twin', () => {
    const rules = nextRedirects(pairs);
    expect(rules).toHaveLength(8);
    const plain = rules.filter((rule) => !rule.source.startsWith('/zh/'));
    expect(expandNextRedirects(plain).sort()).toEqual([...pairs].sort());
    const zh = rules.filter((rule) => rule.source.startsWith('/zh/'));
    expect(zh.map((rule) => [rule.source, rule.destination])).toContainEqual([
      '/zh/:from(components/buttons)/',
      '/zh/material-ui/react-button/',
    ]);
  });
});
