import { describe, expect, it } from 'vitest';
import { htmlAttribute } from './html-attribute';

describe('htmlAttribute', () => {
  it('reads double-quoted, single-quoted and unquoted values', () => {
    expect(htmlAttribute(' src="/a.js" async', 'src')).toBe('/a.js');
    expect(htmlAttribute(" type='module'", 'type')).toBe('module');
    expect(htmlAttribute(' type=module async', 'type')).toBe('module');
  });

  it('gives an empty string for a bare attribute, in any case and position', () => {
    expect(htmlAttribute(' src="/p.js" noModule=""', 'nomodule')).toBe('');
    expect(htmlAttribute(' nomodule src="/p.js"', 'nomodule')).toBe('');
    expect(htmlAttribute(' async', 'async')).toBe('');
  });

  it('gives undefined when the attribute is absent, even as the start of a longer name', () => {
    expect(htmlAttribute(' srcset="a.png 2x"', 'src')).toBeUndefined();
    expect(htmlAttribute(' data-src="/a.js"', 'src')).toBeUndefined();
    expect(htmlAttribute('', 'src')).toBeUndefined();
  });

  it('allows spaces around the equals sign', () => {
    expect(htmlAttribute(' src = "/a.js"', 'src')).toBe('/a.js');
  });
});
