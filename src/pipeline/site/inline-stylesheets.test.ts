import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

const page = (links: string) =>
  `<!DOCTYPE html><html><head>${links}<script src="/a.js" async></script></head><body></body></html>`;
const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;

describe('inlineStylesheets', () => {
  it('puts each stylesheet before its link, in order, and stops the link from blocking render', () => {
    const css: Record<string, string> = { '/a.css': '.a{color:red}', '/b.css': '.b{color:blue}' };
    const { html, inlined } = inlineStylesheets(page(link('/a.css') + link('/b.css')), (href) => css[href]);
    expect(inlined).toEqual(['/a.css', '/b.css']);
    expect(html).toContain(
      '<style data-inlined-href="/a.css">.a{color:red}</style><link rel="stylesheet" href="/a.css" data-precedence="next" media="print"/>' +
        '<style data-inlined-href="/b.css">.b{color:blue}</style><link rel="stylesheet" href="/b.css" data-precedence="next" media="print"/>',
    );
    expect(html).not.toMatch(/data-precedence="next"\/>/);
  });

  it('leaves other links and pages without stylesheets alone', () => {
    const other = '<link rel="preload" as="script" href="/a.js"/><link rel="icon" href="/icon.svg"/>';
    const read = () => {
      throw new Error('must not be read');
    };
    expect(inlineStylesheets(page(other), read)).toEqual({ html: page(other), inlined: [] });
  });

  it('refuses CSS that would close the style element early', () => {
    expect(() => inlineStylesheets(page(link('/x.css')), () => 'a{}</style><script>')).toThrow(
      '/x.css contains "</style"',
    );
  });

  it('passes a missing stylesheet error through', () => {
    expect(() =>
      inlineStylesheets(page(link('/gone.css')), (href) => {
        throw new Error(`ENOENT ${href}`);
      }),
    ).toThrow('ENOENT /gone.css');
  });
});
