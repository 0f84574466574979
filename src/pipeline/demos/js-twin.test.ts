import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsTwinOf, jsTwinProblem } from './js-twin';

describe('jsTwinProblem', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'js-twin-'));
  const tsx = path.join(dir, 'basic.tsx');

  it('names the twin beside the source', () => {
    expect(jsTwinOf('content/a/demos/switch/css.tsx')).toBe('content/a/demos/switch/css.js');
  });

  it('reports a missing twin, a stale one, and accepts a current one', () => {
    expect(jsTwinProblem(tsx, 'export default 1;\n')).toMatch(/basic\.js is missing/);
    writeFileSync(path.join(dir, 'basic.js'), 'export default 0;\n');
    expect(jsTwinProblem(tsx, 'export default 1;\n')).toMatch(/basic\.js is out of date/);
    writeFileSync(path.join(dir, 'basic.js'), 'export default 1;\n');
    expect(jsTwinProblem(tsx, 'export default 1;\n')).toBeUndefined();
  });
});
