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
  { checker, moduleSymbol }: PackageProgram,
  packageDir: string,
  withHooks: boolean,
  ownFiles = false,
): DiscoveredExport[] {
  const found: DiscoveredExport[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    const component = COMPONENT_NAME.exec(name);
    const hook = withHooks ? HOOK_NAME.exec(name) : null;
    if (!component && !hook) continue;
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(target.flags & ts.SymbolFlags.Value)) continue;
    const declaration = target.valueDeclaration ?? target.declarations?.[0];
    if (!declaration) continue;
    const file = toPackagePath(declaration.getSourceFile().fileName, packageDir);
    if (!file) continue;
    const dir = file.split('/')[0];
    const baseName = (component ?? hook)![1];
    const fileName = file
      .split('/')
      .pop()!
      .replace(/\.d\.ts$/, '');
    const ownFile = ownFiles && (fileName === baseName || fileName === name);
    if (dir !== baseName && dir !== name && !ownFile) continue;
    if (!isCallable(checker.getTypeOfSymbol(target))) continue;
    found.push({ name, kind: component ? 'component' : 'hook', declaration, dir, file });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
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
  return normalized.startsWith(prefix) ? normalized.slice(prefix.length) : null;
}
