import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GlyphButton, glyphButtonClass } from './glyph-button';

describe('GlyphButton', () => {
  it('is a named, titled button drawing its glyph, with the size and caller classes applied', () => {
    const html = renderToStaticMarkup(
      <GlyphButton
        glyph="MenuRounded"
        label="Open navigation"
        size="medium"
        className="extra"
        aria-expanded={false}
      />,
    );
    const classes = /class="([^"]+)"/.exec(html)![1].split(' ');
    expect(classes).toHaveLength(3);
    expect(classes).toContain('extra');
    expect(classes.join(' ')).toBe(glyphButtonClass('medium', 'extra'));
    expect(html).toContain('type="button"');
    expect(html).toContain('aria-label="Open navigation"');
    expect(html).toContain('title="Open navigation"');
    expect(html).toContain('aria-expanded="false"');
    // The size is a style, not an attribute of the element.
    expect(html).not.toMatch(/\ssize=/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*><path d="M/);
  });

  it('is small by default, with one class fewer', () => {
    const html = renderToStaticMarkup(<GlyphButton glyph="LinkRounded" label="Copy link" />);
    expect(/class="([^"]+)"/.exec(html)![1]).toBe(glyphButtonClass());
    expect(glyphButtonClass().split(' ')).toHaveLength(1);
    expect(glyphButtonClass('medium').split(' ')).toHaveLength(2);
  });
});
