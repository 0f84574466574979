import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import {
  ENTRY,
  ModuleResolutionError,
  PAGE_SOURCE,
  RUNNER_SOURCE,
  asCommonJs,
  buildModuleGraph,
  describeRunnerError,
  parseRunMessage,
  parseRunnerMessage,
  requiredSpecifiers,
  resolveRelative,
  runtimeError,
  syntaxError,
} from './index';

const settings = {
  mode: 'dark',
  direction: 'rtl',
  dense: false,
  spacing: 8,
  paletteColors: { primary: 'blue', secondary: 'purple' },
};
const run = { source: PAGE_SOURCE, type: 'run', runId: 3, code: 'x', language: 'TS', files: {}, settings };

describe('message protocol', () => {
  it('accepts a well-formed run message', () => {
    expect(parseRunMessage(run)).toEqual(run);
  });

  it.each([
    ['another sender', { ...run, source: 'someone-else' }],
    ['a fractional run id', { ...run, runId: 1.5 }],
    ['code that is not text', { ...run, code: 42 }],
    ['an unknown language', { ...run, language: 'Python' }],
    ['a non-text file', { ...run, files: { 'a.ts': 1 } }],
    ['an unknown mode', { ...run, settings: { ...settings, mode: 'sepia' } }],
    [
      'an unknown palette color',
      { ...run, settings: { ...settings, paletteColors: { primary: 'x', secondary: 'blue' } } },
    ],
    ['a string', 'run'],
    ['null', null],
  ])('drops %s', (_, data) => {
    expect(parseRunMessage(data)).toBeNull();
  });

  it('reads the runner answers and drops malformed ones', () => {
    expect(parseRunnerMessage({ source: RUNNER_SOURCE, type: 'ready' })).toEqual({
      source: RUNNER_SOURCE,
      type: 'ready',
    });
    expect(parseRunnerMessage({ source: RUNNER_SOURCE, type: 'rendered', runId: 2 })?.type).toBe('rendered');
    const error = { kind: 'syntax', message: 'Unexpected token', line: 3, column: 7 };
    expect(parseRunnerMessage({ source: RUNNER_SOURCE, type: 'error', runId: 2, error })).toEqual({
      source: RUNNER_SOURCE,
      type: 'error',
      runId: 2,
      error,
    });
    expect(
      parseRunnerMessage({
        source: RUNNER_SOURCE,
        type: 'error',
        runId: 2,
        error: { kind: 'oops', message: '' },
      }),
    ).toBeNull();
    expect(parseRunnerMessage({ source: RUNNER_SOURCE, type: 'height', height: 240 })?.type).toBe('height');
    expect(parseRunnerMessage({ source: RUNNER_SOURCE, type: 'height', height: -1 })).toBeNull();
    expect(parseRunnerMessage({ source: PAGE_SOURCE, type: 'ready' })).toBeNull();
    expect(parseRunnerMessage({ source: RUNNER_SOURCE, type: 'eval', code: 'x' })).toBeNull();
  });
});

// The runner's own compile step, so the tests see the same `require` shapes it does.
const compile = (source: string, file: string) =>
  transform(source, {
    transforms: /\.css$/.test(file) ? [] : ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    filePath: file,
  }).code;

describe('module scope', () => {
  it('lists the specifiers a compiled file requires, once each', () => {
    const code = compile(
      "import Button from '@mui/material/Button';\nimport * as React from 'react';\nimport { rows } from './data';\nimport Button2 from '@mui/material/Button';\nexport default () => <Button>{rows.length}</Button>;",
      ENTRY,
    );
    expect(requiredSpecifiers(code)).toEqual([
      'react/jsx-runtime',
      '@mui/material/Button',
      'react',
      './data',
    ]);
  });

  it('resolves relative imports against the demo files, with or without extension', () => {
    const files = { 'data.ts': '', 'parts/row.tsx': '', 'parts/index.ts': '', 'style.css': '' };
    expect(resolveRelative('', './data', files)).toBe('data.ts');
    expect(resolveRelative('', './parts/row', files)).toBe('parts/row.tsx');
    expect(resolveRelative('', './parts', files)).toBe('parts/index.ts');
    expect(resolveRelative('parts/row.tsx', '../data', files)).toBe('data.ts');
    expect(resolveRelative('', './style.css', files)).toBe('style.css');
    expect(resolveRelative('', '../outside', files)).toBeNull();
    expect(resolveRelative('', './missing', files)).toBeNull();
  });

  it('walks relative files and collects the packages to load', () => {
    const files = {
      'inventory.ts': "import dayjs from 'dayjs';\nexport const rows: number[] = [dayjs().year()];",
      'demo.css': '.x { color: red; }',
    };
    const graph = buildModuleGraph(
      "import { rows } from './inventory';\nimport './demo.css';\nimport Stack from '@mui/material/Stack';\nexport default function D() { return <Stack>{rows}</Stack>; }",
      files,
      compile,
      (specifier) => ['react/jsx-runtime', '@mui/material/Stack', 'dayjs'].includes(specifier),
    );
    expect([...graph.compiled.keys()]).toEqual([ENTRY, 'inventory.ts', 'demo.css']);
    expect(graph.compiled.get('demo.css')).toBe('.x { color: red; }');
    expect(graph.links.get(`${ENTRY}\0./inventory`)).toBe('inventory.ts');
    expect(graph.packages.sort()).toEqual(['@mui/material/Stack', 'dayjs', 'react/jsx-runtime']);
  });

  it('names the module and the file when an import cannot be provided', () => {
    const attempt = (source: string) => () => buildModuleGraph(source, {}, compile, (s) => s === 'react');
    expect(attempt("import x from 'left-pad';\nexport default x;")).toThrow(ModuleResolutionError);
    expect(attempt("import x from 'left-pad';\nexport default x;")).toThrow(
      'Cannot import "left-pad" in <demo>',
    );
    expect(attempt("import { rows } from './nowhere';\nexport default rows;")).toThrow(
      'Cannot import "./nowhere" in <demo>: no such file',
    );
  });

  it('lets compiled interop read default and named exports from an import() namespace', () => {
    const namespace = { default: 'Button', buttonClasses: { root: 'r' } };
    const cjs = asCommonJs(namespace) as Record<string, unknown>;
    expect(cjs.__esModule).toBe(true);
    const code = compile(
      "import Button, { buttonClasses } from 'b';\nexport const out = [Button, buttonClasses.root];",
      'x.ts',
    );
    const record = { exports: {} as Record<string, unknown> };
    new Function('require', 'module', 'exports', code)(() => cjs, record, record.exports);
    expect(record.exports.out).toEqual(['Button', 'r']);
  });

  it('gives CommonJS packages (a lone default from esbuild) their module.exports back', () => {
    const jsxRuntime = { jsx: () => 'element', Fragment: 'F' };
    expect(asCommonJs({ default: jsxRuntime })).toBe(jsxRuntime);
    const code = compile('export const out = <b />;', 'x.tsx');
    const record = { exports: {} as Record<string, unknown> };
    new Function('require', 'module', 'exports', code)(
      () => asCommonJs({ default: jsxRuntime }),
      record,
      record.exports,
    );
    expect(record.exports.out).toBe('element');
  });
});

describe('error formatting', () => {
  it('turns a sucrase error into a syntax error with its position', () => {
    let thrown: unknown;
    try {
      compile('export default function D() {\n  return <div>{x</div>;\n}', ENTRY);
    } catch (error) {
      thrown = error;
    }
    const error = syntaxError(thrown, ENTRY);
    expect(error.kind).toBe('syntax');
    expect(error.line).toBe(2);
    expect(error.column).toBeGreaterThan(0);
    expect(error.message).not.toMatch(/Error transforming|\(\d+:\d+\)/);
    expect(describeRunnerError(error).title).toBe(`Syntax error (line 2, column ${error.column})`);
  });

  it('names the file when the error is in one of the demo files', () => {
    expect(
      syntaxError(
        { message: 'Error transforming data.ts: Unexpected token (1:3)', loc: { line: 1, column: 3 } },
        'data.ts',
      ),
    ).toEqual({
      kind: 'syntax',
      message: 'Unexpected token in data.ts',
      line: 1,
      column: 3,
    });
  });

  it('keeps the name of runtime errors other than plain Error, and never a stack', () => {
    expect(runtimeError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toEqual({
      kind: 'runtime',
      message: "TypeError: Cannot read properties of undefined (reading 'map')",
    });
    expect(runtimeError(new Error('boom'))).toEqual({ kind: 'runtime', message: 'boom' });
    expect(runtimeError('a string')).toEqual({ kind: 'runtime', message: 'Thrown value: a string' });
    expect(describeRunnerError({ kind: 'module', message: 'm' })).toEqual({
      title: 'Import error',
      detail: 'm',
    });
  });
});
