import path from 'node:path';
import { decomposeColor } from '@mui/system/colorManipulator';
import capitalize from '@mui/utils/capitalize';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatErrorMessage, messageText, parseErrorQuery, productionErrorUrl } from '@/modules/errors';
import { extractErrorCodes, extractFromSource, type ErrorCode } from './extract-error-codes';

const esm = [
  'import _formatMuiErrorMessage from "@mui/utils/formatMuiErrorMessage";',
  'export function f(name, shade) {',
  "  throw new Error(process.env.NODE_ENV !== \"production\" ? `MUI: The color${name ? ` (${name})` : ''} needs \\`${shade}\\`.` : _formatMuiErrorMessage(11, name ? ` (${name})` : '', shade));",
  '}',
  'export const g = () => { throw new Error(process.env.NODE_ENV !== "production" ? "MUI: plain." : _formatMuiErrorMessage(2)); };',
].join('\n');

const cjs = [
  '"use strict";',
  'var _formatMuiErrorMessage2 = _interopRequireDefault(require("@mui/utils/formatMuiErrorMessage"));',
  'function f(x) { throw new Error(process.env.NODE_ENV !== "production" ? `MUI: bad ${x}.` : (0, _formatMuiErrorMessage2.default)(9, x)); }',
].join('\n');

describe('extractFromSource', () => {
  it('reads ESM builds: holes become %s, nested templates count as one hole', () => {
    expect(extractFromSource(esm, 'pkg/a.js')).toEqual([
      { code: 11, message: 'MUI: The color%s needs `%s`.', argCount: 2, source: 'pkg/a.js' },
      { code: 2, message: 'MUI: plain.', argCount: 0, source: 'pkg/a.js' },
    ]);
  });

  it('reads the ES5 legacy builds, whose messages are "…".concat(…) chains', () => {
    const legacy =
      'throw new Error(process.env.NODE_ENV !== "production" ? "MUI: Unsupported `".concat(color, "` color.") : _formatMuiErrorMessage(9, color));';
    expect(extractFromSource(legacy, 'pkg/legacy/c.js')).toEqual([
      { code: 9, message: 'MUI: Unsupported `%s` color.', argCount: 1, source: 'pkg/legacy/c.js' },
    ]);
  });

  it('reads CommonJS builds', () => {
    expect(extractFromSource(cjs, 'pkg/b.js')).toMatchObject([
      { code: 9, message: 'MUI: bad %s.', argCount: 1 },
    ]);
  });

  it('fails with file and line when holes and arguments disagree', () => {
    const bad =
      'import _formatMuiErrorMessage from "x";\n\nthrow new Error(process.env.NODE_ENV !== "production" ? `a ${b}` : _formatMuiErrorMessage(3));';
    expect(() => extractFromSource(bad, 'pkg/c.js')).toThrow(
      'pkg/c.js:3: error 3 has 1 holes but passes 0 arguments',
    );
  });

  it('skips files without the helper', () => {
    expect(
      extractFromSource('const a = process.env.NODE_ENV !== "production" ? `x` : y(1);', 'd.js'),
    ).toEqual([]);
  });
});

describe('the installed packages', () => {
  let codes: ErrorCode[];
  beforeAll(async () => {
    codes = await extractErrorCodes(path.join(process.cwd(), 'node_modules'));
  }, 60_000);

  it('carry a table of unique codes', () => {
    expect(codes.length).toBeGreaterThanOrEqual(10);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });

  it('every extracted code decodes from its link with every argument in place', () => {
    for (const entry of [
      ...codes,
      ...codes.flatMap((c) => c.variants.map((v) => ({ ...v, code: c.code }))),
    ]) {
      const args = Array.from({ length: entry.argCount }, (_, i) => `<arg ${i}&>`);
      const query = parseErrorQuery(new URL(productionErrorUrl(entry.code, args), 'https://x.org').search);
      expect(query).toEqual({ code: entry.code, args });
      const segments = formatErrorMessage(entry.message, query.args);
      expect(
        segments.some((s) => s.kind === 'missing'),
        `code ${entry.code}`,
      ).toBe(false);
      expect(segments.filter((s) => s.kind === 'arg').map((s) => s.text)).toEqual(args);
    }
  });

  it('decode to the messages the development builds throw', () => {
    const decode = (code: number, args: string[]) =>
      messageText(
        formatErrorMessage(codes.find((c) => c.code === code)!.message.replaceAll('`', '\u0000'), args),
      ).replaceAll('\u0000', '`');
    expect(() => capitalize(5 as unknown as string)).toThrow(decode(7, []));
    expect(() => decomposeColor('chartreuse(1)')).toThrow(decode(9, ['chartreuse(1)']));
  });
});
