import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every module specifier a file imports or re-exports, resolved to a repo path when it is ours. */
function importedPaths(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  // Quoted specifiers, and the fixed prefix of a template one (`import(`@generated/content/${id}.js`)`).
  const specifiers = [
    ...source.matchAll(/(?:from|import)\s*\(?\s*(?:\/\*.*?\*\/\s*)*(?:'([^']+)'|`([^`$]+))/g),
  ].map((m) => m[1] ?? m[2]);
  return specifiers.flatMap((spec) => {
    if (spec.startsWith('@/')) return [path.join('src', spec.slice(2))];
    if (spec.startsWith('@generated/')) return [path.join('generated', spec.slice('@generated/'.length))];
    if (spec.startsWith('.')) return [path.normalize(path.join(path.dirname(file), spec))];
    return [];
  });
}

const offenders = (dirs: string[], forbidden: RegExp) =>
  dirs.flatMap(sourceFiles).flatMap((file) =>
    importedPaths(file)
      .filter((target) => forbidden.test(target))
      .map((t) => `${file} -> ${t}`),
  );

const RUNTIME = ['app', 'src/components', 'src/lib', 'src/modules', 'src/registry'];

it('runtime code never imports the build pipeline: both share the contracts in src/model/', () => {
  expect(offenders(RUNTIME, /^src\/pipeline\//)).toEqual([]);
});

it('the contracts depend on nothing but plain modules and data', () => {
  expect(offenders(['src/model'], /^(src\/(pipeline|components|lib|registry)|generated)\//)).toEqual([]);
});

it('compiled pages, posts and demo groups are reached only through src/registry/', () => {
  const registry = offenders(['src/registry'], /^generated\/(content|posts|page-demos)\//);
  expect(registry.length).toBeGreaterThan(0);
  const others = RUNTIME.filter((dir) => dir !== 'src/registry');
  expect(offenders(others, /^generated\/(content|posts|page-demos)\b/)).toEqual([]);
});

it('the prebuild steps sit on top of the pipeline: nothing else in it imports them', () => {
  const below = readdirSync(path.join(ROOT, 'src/pipeline'))
    .filter((name) => name !== 'steps' && statSync(path.join(ROOT, 'src/pipeline', name)).isDirectory())
    .map((name) => `src/pipeline/${name}`);
  expect(offenders(below, /^src\/pipeline\/steps\//)).toEqual([]);
});

it('scripts/ holds entry points only: no other code imports them', () => {
  expect(offenders(['app', 'src', 'bench', 'server', 'data', 'tests'], /^scripts\//)).toEqual([]);
});

it('the step runner is pure: it imports nothing', () => {
  expect(readFileSync(path.join(ROOT, 'src/pipeline/steps/runner.ts'), 'utf8')).not.toMatch(/^import /m);
});
