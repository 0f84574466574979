import ts from 'typescript';
import type { PackageProgram } from './program';

export interface DiscoveredExport {
  name: string;
  kind: 'component' | 'hook';
  /** The export's declaration, resolved through re-exports. */
  declaration: ts.Declaration;
  /** Folder of the declaration relative to the package root, e.g. `Button`. */
  dir: string;
  /** Declaration file relative to the package root, e.g. `Button/Button.d.ts`. */
  file: string;
  /**
   * Absolute folder (with a trailing slash) that declares the component's own props. Usually the
   * package's `<dir>/`; for a component its folder re-exports whole from another package (Joy's
   * `Dropdown` is `@mui/base/Dropdown`), the other package's folder.
   */
  ownDir: string;
  /** The subpath folder to import it from when the root does not export it (`useTransition`). */
  from?: string;
}

const COMPONENT_NAME = /^(?:Unstable_|Experimental_)?([A-Z][A-Za-z0-9]*)$/;
const HOOK_NAME = /^(?:unstable_)?(use[A-Z][A-Za-z0-9]*)$/;

/**
 * The components (and, when asked, hooks) a package exports from its root: a value export whose
 * name matches its own folder (`Button` from `Button/`, `Unstable_Grid2` from `Grid2/`) and whose
 * type is callable (with `ownFiles`, also one declared in a file of its own name in another folder:
 * `PageContainer/PageContainerToolbar.d.ts`). Helpers, themes and re-exports from other folders are not components.
 */
export function discoverExports(
  { checker, moduleSymbol, subModules }: PackageProgram,
  packageDir: string,
  withHooks: boolean,
  folders: readonly string[] = [],
  ownFiles = false,
): DiscoveredExport[] {
  const found: DiscoveredExport[] = [];
  const sources: Array<{ symbol: ts.Symbol; from?: string }> = [{ symbol: moduleSymbol }];
  for (const folder of folders) {
    const symbol = subModules.get(folder);
    if (!symbol) throw new Error(`folders: ${folder} is not a module of the package`);
    sources.push({ symbol, from: folder });
  }
  const seen = new Set<string>();
  for (const { symbol, from } of sources) {
    for (const exported of checker.getExportsOfModule(symbol)) {
      const item = readExport(checker, exported, packageDir, withHooks, folders, ownFiles);
      if (!item || seen.has(item.name)) continue;
      seen.add(item.name);
      found.push(from ? { ...item, from } : item);
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One export, when it is a component or hook: its name matches its own folder, or it sits in one of
 * the configured `folders` (CssTransition in `Transitions/`).
 */
function readExport(
  checker: ts.TypeChecker,
  exported: ts.Symbol,
  packageDir: string,
  withHooks: boolean,
  folders: readonly string[],
  ownFiles: boolean,
): DiscoveredExport | null {
  {
    const name = exported.getName();
    const component = COMPONENT_NAME.exec(name);
    const hook = withHooks ? HOOK_NAME.exec(name) : null;
    if (!component && !hook) return null;
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(target.flags & ts.SymbolFlags.Value)) return null;
    const declaration = target.valueDeclaration ?? target.declarations?.[0];
    if (!declaration) return null;
    const declared = declaration.getSourceFile().fileName.replace(/\\/g, '/');
    // Declared outside the package: still the package's component when one of the re-export hops
    // is its own folder (`Dropdown/index.d.ts` re-exporting `@mui/base/Dropdown`).
    const file = toPackagePath(declared, packageDir) ?? lastHopInPackage(checker, exported, packageDir);
    if (!file) return null;
    const dir = file.split('/')[0];
    const baseName = (component ?? hook)![1];
    const fileName = file
      .split('/')
      .pop()!
      .replace(/\.d\.ts$/, '');
    const ownFile = ownFiles && (fileName === baseName || fileName === name);
    if (dir !== baseName && dir !== name && !folders.includes(dir) && !ownFile) return null;
    if (!isCallable(checker.getTypeOfSymbol(target))) return null;
    const ownDir = toPackagePath(declared, packageDir)
      ? `${packageDir.replace(/\\/g, '/').replace(/\/$/, '')}/${dir}/`
      : `${declared.slice(0, declared.lastIndexOf('/'))}/`;
    return { name, kind: component ? 'component' : 'hook', declaration, dir, file, ownDir };
  }
}

/** The last file of a re-export chain that lies inside the package, relative to its root. */
function lastHopInPackage(checker: ts.TypeChecker, exported: ts.Symbol, packageDir: string): string | null {
  let last: string | null = null;
  let symbol: ts.Symbol | undefined = exported;
  for (let hops = 0; symbol && symbol.flags & ts.SymbolFlags.Alias && hops < 10; hops += 1) {
    symbol = checker.getImmediateAliasedSymbol(symbol);
    for (const decl of symbol?.declarations ?? []) {
      const inPackage = toPackagePath(decl.getSourceFile().fileName, packageDir);
      if (inPackage && inPackage.includes('/')) last = inPackage;
    }
  }
  return last;
}

/** Callable or constructible, including unions such as `React.JSXElementConstructor<P>`. */
function isCallable(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(isCallable);
  return type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0;
}

/** `…/node_modules/@mui/material/Button/Button.d.ts` -> `Button/Button.d.ts`; null outside the package. */
export function toPackagePath(fileName: string, packageDir: string): string | null {
  const normalized = fileName.replace(/\\/g, '/');
  const prefix = `${packageDir.replace(/\\/g, '/').replace(/\/$/, '')}/`;
  if (!normalized.startsWith(prefix)) return null;
  const inside = normalized.slice(prefix.length);
  // A dependency nested under the package (`@mui/joy/node_modules/@mui/base`) is not the package.
  return inside.startsWith('node_modules/') ? null : inside;
}
