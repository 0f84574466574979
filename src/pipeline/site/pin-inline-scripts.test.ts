import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pinInlineScripts } from './pin-inline-scripts';

// Expected digests computed independently: printf '…' | openssl dgst -sha256 -binary | base64
const ALERT = 'bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='; // alert(1)
const TWO_LINES = 'fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='; // a\nb
const E_ACUTE = 'SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='; // é (UTF-8)

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes the raw text of each inline script, as UTF-8, in document order', () => {
    expect(inlineScriptHashes(page('<script>alert(1)</script>', '<script>é</script>'))).toEqual([
      ALERT,
      E_ACUTE,
    ]);
  });

  it('hashes line breaks as the parser leaves them (CR LF and CR become LF)', () => {
    expect(
      inlineScriptHashes(page('<script>a\r\nb</script><script>a\rb</script><script>a\nb</script>')),
    ).toEqual([TWO_LINES, TWO_LINES, TWO_LINES]);
  });

  it('skips scripts with a src and data blocks, keeps JavaScript and module types', () => {
    const html = page(
      '<script src="/a.js" async=""></script>' +
        '<script type="application/ld+json">{"a":1}</script>' +
        '<script type="importmap">{}</script>' +
        '<script type="module">alert(1)</script>' +
        "<script type='text/javascript'>alert(1)</script>",
    );
    expect(inlineScriptHashes(html)).toEqual([ALERT, ALERT]);
  });
});

describe('pinInlineScripts', () => {
  it('puts one policy with each distinct hash right after the charset, ahead of every script', () => {
    const { html, pinned } = pinInlineScripts(
      page('<script>alert(1)</script>', '<script>alert(1)</script><script>a\nb</script>'),
    );
    expect(pinned).toBe(2);
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' http: https: 'sha256-${ALERT}' 'sha256-${TWO_LINES}'"/><script>`,
    );
  });

  it('leaves a page without inline scripts as it was', () => {
    const html = page('<script src="/a.js"></script>');
    expect(pinInlineScripts(html)).toEqual({ html, pinned: 0 });
  });

  it('refuses a page whose scripts come before any charset declaration', () => {
    expect(() =>
      pinInlineScripts('<html><head><script>alert(1)</script><meta charset="utf-8"></head></html>'),
    ).toThrow(/no <meta charset> ahead of the first script/);
  });

  it('gives the same page when run twice (a second postbuild replaces its own pin)', () => {
    const once = pinInlineScripts(page('<script>alert(1)</script>'));
    expect(pinInlineScripts(once.html)).toEqual(once);
  });
});
