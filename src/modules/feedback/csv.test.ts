import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, csvRow } from './csv';

describe('csv', () => {
  it('quotes only when needed', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(1)).toBe('1');
    expect(csvField(null)).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"\nnext line')).toBe('"say ""hi""\nnext line"');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+1')).toBe(`"'+1"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  });
  it('writes a header and rows in the same column order', () => {
    expect(csvHeader()).toBe('id,page,section,rating,comment,version,language,createdAt,updatedAt\r\n');
    expect(
      csvRow({
        id: 'i',
        page: '/p/',
        section: null,
        rating: 1,
        comment: 'ok, thanks',
        version: '6.0.1',
        language: 'en',
        createdAt: 'c',
        updatedAt: 'u',
      }),
    ).toBe('i,/p/,,1,"ok, thanks",6.0.1,en,c,u\r\n');
  });
});
