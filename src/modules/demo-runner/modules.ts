/**
 * Module scope of an edited demo. The runner compiles each file to CommonJS (sucrase's `imports`
 * transform), so every import becomes a literal `require('x')`. Relative requires resolve to the
 * demo's own files; anything else must be one of the packages the runner bundles (loaded on
 * demand, one chunk each), otherwise the reader gets an error naming the module.
 */

export class ModuleResolutionError extends Error {
  constructor(
    readonly specifier: string,
    readonly importer: string,
    detail: string,
  ) {
    super(`Cannot import "${specifier}" in ${importer}: ${detail}`);
    this.name = 'ModuleResolutionError';
  }
}

const REQUIRE_RE = /\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** Specifiers a compiled file requires, unique, in order of appearance. */
export function requiredSpecifiers(compiled: string): string[] {
  return [...new Set([...compiled.matchAll(REQUIRE_RE)].map((match) => match[2]))];
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.css', '/index.tsx', '/index.ts', '/index.js'];

function dirname(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash === -1 ? '' : file.slice(0, slash);
}

/** posix join of a folder and a relative specifier; null when it climbs above the demo's folder. */
function joinRelative(folder: string, specifier: string): string | null {
  const parts = folder ? folder.split('/') : [];
  for (const part of specifier.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** Key in `files` that `specifier`, imported from `importer`, names; null when none does. */
export function resolveRelative(
  importer: string,
  specifier: string,
  files: Readonly<Record<string, string>>,
): string | null {
  const base = joinRelative(dirname(importer), specifier);
  if (base === null) return null;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => candidate in files) ?? null;
}

export const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

export interface ModuleGraph {
  /** Compiled code of the entry (key ENTRY) and of every relative file it reaches, by file key. */
  compiled: Map<string, string>;
  /** Resolved relative requires: `${importer}\0${specifier}` → file key. */
  links: Map<string, string>;
  /** Package specifiers to load before evaluating. */
  packages: string[];
}

export const ENTRY = '<demo>';

/**
 * Walks the demo's requires. `compile` turns one file's source into CommonJS (and throws on a
 * syntax error); `isAvailable` says whether the runner can provide a package. CSS files are
 * not compiled: the runner injects them as style sheets.
 */
export function buildModuleGraph(
  entrySource: string,
  files: Readonly<Record<string, string>>,
  compile: (source: string, file: string) => string,
  isAvailable: (specifier: string) => boolean,
): ModuleGraph {
  const compiled = new Map<string, string>();
  const links = new Map<string, string>();
  const packages = new Set<string>();
  const visit = (file: string, source: string) => {
    if (compiled.has(file)) return;
    const code = file.endsWith('.css') ? source : compile(source, file);
    compiled.set(file, code);
    if (file.endsWith('.css')) return;
    for (const specifier of requiredSpecifiers(code)) {
      if (isRelative(specifier)) {
        const target = resolveRelative(file === ENTRY ? '' : file, specifier, files);
        if (target === null) {
          throw new ModuleResolutionError(specifier, file, 'no such file beside the demo.');
        }
        links.set(`${file}\0${specifier}`, target);
        visit(target, files[target]);
      } else if (isAvailable(specifier)) {
        packages.add(specifier);
      } else {
        throw new ModuleResolutionError(
          specifier,
          file,
          'the editor provides React, Material UI components, and the packages and icons this site’s demos use.',
        );
      }
    }
  };
  visit(ENTRY, entrySource);
  return { compiled, links, packages: [...packages] };
}

/**
 * What `require` returns for a package loaded with `import()`. A CommonJS package (React, dayjs)
 * bundled by esbuild comes back as `{ default: module.exports }` only: `require` must return
 * `module.exports` itself, or `_jsxruntime.jsx` is undefined. An ES module's namespace is marked
 * as one, so the compiled interop reads `default` and named exports from it directly.
 */
export function asCommonJs(namespace: Record<string, unknown>): unknown {
  const keys = Object.keys(namespace);
  if (keys.length === 1 && keys[0] === 'default') return namespace.default;
  return { ...namespace, __esModule: true };
}
