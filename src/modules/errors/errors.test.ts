import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import formatMuiErrorMessageUntyped from '@mui/utils/formatMuiErrorMessage';
import { describe, expect, it } from 'vitest';
import { ErrorMessage } from '@/components/production-error/error-message';
import { formatErrorMessage, messageText, parseErrorQuery, productionErrorUrl } from '.';

// Typed with one parameter, but reads its arguments from `arguments`.
const formatMuiErrorMessage = formatMuiErrorMessageUntyped as (code: number, ...args: string[]) => string;
const hostile = ['a&b=c', '<img src=x onerror="alert(1)">', 'x y+z', 'ünï €', '%s', '`tick`'];

describe('productionErrorUrl', () => {
  it('builds the very link the libraries print', () => {
    const printed = formatMuiErrorMessage(11, ' (primary)', 'a&b <c>');
    const url = productionErrorUrl(11, [' (primary)', 'a&b <c>'], 'https://mui.com');
    expect(printed).toContain(` ${url} `);
  });

  it('round-trips any argument through the query string', () => {
    const url = new URL(productionErrorUrl(12, hostile), 'https://example.org');
    expect(parseErrorQuery(url.search)).toEqual({ code: 12, args: hostile });
  });

  it('rejects codes that are not non-negative integers', () => {
    expect(() => productionErrorUrl(-1)).toThrow(RangeError);
    expect(() => productionErrorUrl(1.5)).toThrow(RangeError);
    expect(parseErrorQuery('?code=abc').code).toBeNull();
    expect(parseErrorQuery('?code=1e3').code).toBeNull();
    expect(parseErrorQuery('?args[]=x').code).toBeNull();
    expect(parseErrorQuery('?code=%2012').code).toBe(12);
  });
});

describe('formatErrorMessage', () => {
  it('fills holes in order, marks code spans and drops the backticks', () => {
    const segments = formatErrorMessage('MUI: `%s` is not a `color`.', ['red']);
    expect(messageText(segments)).toBe('MUI: red is not a color.');
    expect(segments.filter((s) => s.code).map((s) => s.text)).toEqual(['red', 'color']);
    expect(segments.find((s) => s.kind === 'arg')).toMatchObject({ text: 'red', index: 0 });
  });

  it('shows a placeholder for each missing argument and ignores extra ones', () => {
    const segments = formatErrorMessage('%s and %s', ['one']);
    expect(messageText(segments)).toBe('one and [argument 2 missing]');
    expect(segments.at(-1)).toMatchObject({ kind: 'missing', index: 1 });
    expect(messageText(formatErrorMessage('only %s', ['a', 'b']))).toBe('only a');
  });

  it('never turns an argument into markup', () => {
    const html = renderToStaticMarkup(
      createElement(ErrorMessage, { segments: formatErrorMessage('bad `%s` value', [hostile[1]]) }),
    );
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('<code><span');
  });
});
