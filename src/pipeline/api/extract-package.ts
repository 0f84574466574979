import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { ApiPackage } from '@/model/api-packages-schema';
import type { ApiEntry } from '@/model/api-types';
import { readClasses } from './classes';
import { discoverExports, type DiscoveredExport } from './discover';
import { componentSummary, readJsDoc } from './jsdoc';
import { createPackageProgram } from './program';
import { readProps, refTarget } from './props';
import { readSlots } from './slots';
import { apiSlug, classesExportName } from '@/model/api-slug';

export interface InstalledPackage {
  dir: string;
  version: string;
}

/** Where a package is installed, or null when it is not (MUI X before it is added). */
export function findInstalled(root: string, name: string): InstalledPackage | null {
  try {
    const manifest = createRequire(path.join(root, 'package.json')).resolve(`${name}/package.json`);
    const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    return { dir: realpathSync(path.dirname(manifest)), version };
  } catch {
    return null;
  }
}

/** Names a failing export and its file, so an extraction error says where to look. */
export class ApiExtractionError extends Error {
  constructor(pkg: string, item: DiscoveredExport, cause: unknown) {
    super(
      `${pkg}: cannot extract ${item.name} (${pkg}/${item.file}): ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'ApiExtractionError';
  }
}

/** The documented import path's module exports `default`. */
function hasDefaultExport(packageDir: string, dir: string): boolean {
  const index = path.join(packageDir, dir, 'index.d.ts');
  return (
    existsSync(index) &&
    // `export { default } from`, `export default`, `X as default`; not `export { default as useX }`.
    /export\s*\{\s*default\s*[,}]|export default\b|\bas\s+default\b/.test(readFileSync(index, 'utf8'))
  );
}

export function selectExports(config: ApiPackage, all: DiscoveredExport[]): DiscoveredExport[] {
  const selected = all.filter(
    (item) => (!config.only || config.only.includes(item.name)) && !(item.name in config.exclude),
  );
  const missing = (config.only ?? []).filter((name) => !all.some((item) => item.name === name));
  if (missing.length) {
    throw new Error(
      `data/api-packages.ts: ${config.package} exports no component named ${missing.join(', ')}`,
    );
  }
  return selected;
}

/**
 * Names the package may export as components or hooks, read cheaply before the type checker runs:
 * its folder names and the identifiers its root index re-exports. The checker then decides.
 */
export function candidateNames(packageDir: string, ownFiles = false): string[] {
  const folders = readdirSync(packageDir).filter((name) => /^(?:[A-Z]|(?:unstable_)?use[A-Z])/.test(name));
  const names = new Set(folders);
  const indexes = [path.join(packageDir, 'index.d.ts')];
  // With `ownFiles`, a folder's index names the other components it holds (`./PageContainerToolbar`).
  if (ownFiles) {
    indexes.push(
      ...folders.map((name) => path.join(packageDir, name, 'index.d.ts')).filter((file) => existsSync(file)),
    );
  }
  const index = indexes.map((file) => readFileSync(file, 'utf8')).join('\n');
  for (const match of index.matchAll(/\b(?:as\s+)?([A-Z][A-Za-z0-9_]*|(?:unstable_)?use[A-Z]\w*)\b/g)) {
    names.add(match[1]);
  }
  return [...names].filter((name) => /^[A-Za-z_][\w]*$/.test(name)).sort();
}

/**
 * The component and hook names a configured folder's index re-exports (`export * from './CssAnimation'`),
 * and those declared in the files it re-exports whole: Toolpad's `useDialogs/index.d.ts` names only
 * `./useDialogs`, whose file also declares AlertDialog, ConfirmDialog and PromptDialog.
 */
function folderNames(packageDir: string, folder: string): string[] {
  const dir = path.join(packageDir, folder);
  const index = readFileSync(path.join(dir, 'index.d.ts'), 'utf8');
  const names = [...index.matchAll(/\b([A-Z][A-Za-z0-9]*|use[A-Z]\w*)\b/g)].map((m) => m[1]);
  for (const [, file] of index.matchAll(/export\s*\*\s*from\s*['"]\.\/([\w.-]+)['"]/g)) {
    const declarations = path.join(dir, `${file}.d.ts`);
    if (!existsSync(declarations)) continue;
    const declared = readFileSync(declarations, 'utf8').matchAll(
      /\bexport\s+declare\s+(?:function|const|class)\s+([A-Z][A-Za-z0-9]*|use[A-Z]\w*)\b/g,
    );
    for (const match of declared) names.push(match[1]);
  }
  return [...new Set(names)];
}

/** Reads every documented export of one installed package from its declarations. */
export function extractPackage(root: string, config: ApiPackage, installed: InstalledPackage): ApiEntry[] {
  const pkg = config.package;
  // One program per package: the entry names every candidate's props, classes and hook types up
  // front (a name that is not exported just yields an error type and is dropped by discovery).
  const lines = [`import * as Pkg from '${pkg}';`, `import type { ComponentPropsWithRef } from 'react';`];
  // A configured folder's own names are read through its module, which exports them all.
  // Names listed in `only` are candidates even when no index spells them out (the grid's
  // `GridFilterForm`, re-exported through `export *` chains).
  const names = new Set([...candidateNames(installed.dir, config.ownFiles), ...(config.only ?? [])]);
  const namespaces = new Map([...names].map((name) => [name, 'Pkg']));
  for (const folder of config.folders) {
    lines.push(`import * as Sub_${folder} from '${pkg}/${folder}';`);
    for (const name of folderNames(installed.dir, folder)) namespaces.set(name, `Sub_${folder}`);
  }
  for (const [name, ns] of [...namespaces].sort(([a], [b]) => a.localeCompare(b))) {
    const base = name.replace(/^(Unstable_|Experimental_|unstable_)/, '');
    if (/^use[A-Z]/.test(base)) {
      if (!config.hooks) continue;
      lines.push(`export type __Params_${name} = Parameters<typeof ${ns}.${name}>[0];`);
      lines.push(`export type __Return_${name} = ReturnType<typeof ${ns}.${name}>;`);
      continue;
    }
    lines.push(`export type __Props_${name} = ${ns}.${base}Props;`);
    lines.push(`export type __PropsOf_${name} = ComponentPropsWithRef<typeof ${ns}.${name}>;`);
    lines.push(`export type __Classes_${name} = ${ns}.${config.classesOf[name] ?? base}Classes;`);
  }
  const program = createPackageProgram(root, pkg, `${lines.join('\n')}\n`);
  const items = selectExports(
    config,
    discoverExports(program, installed.dir, config.hooks, config.folders, config.ownFiles),
  );
  const { checker, entry } = program;
  const aliases = new Map(
    entry.statements.filter(ts.isTypeAliasDeclaration).map((decl) => [decl.name.text, decl] as const),
  );
  const aliasType = (name: string) => {
    const decl = aliases.get(name);
    const type = decl && checker.getTypeAtLocation(decl.name);
    return type && !isErrorType(type) ? type : undefined;
  };
  const runtime = createRequire(path.join(root, 'package.json'))(pkg) as Record<string, unknown>;
  const sourceBase = config.sourceBase.replace('{version}', installed.version);

  return items.map((item): ApiEntry => {
    try {
      const ownDir = item.ownDir;
      const description = componentSummary(readJsDoc(docNode(item.declaration)).description);
      const named = `import { ${item.name} } from '${item.from ? `${pkg}/${item.from}` : pkg}';`;
      const withDefault = hasDefaultExport(installed.dir, item.dir);
      const common = {
        name: item.name,
        slug: apiSlug(item.name),
        package: pkg,
        version: installed.version,
        segment: config.segment,
        description,
        declarationFile: item.file,
        sourceUrl: `${sourceBase}/${item.dir}`,
      };
      if (item.kind === 'hook') {
        const params = aliasType(`__Params_${item.name}`);
        const returns = aliasType(`__Return_${item.name}`);
        const paramsReading = params
          ? readProps(checker, checker.getNonNullableType(params), entry, ownDir)
          : undefined;
        const returnReading = returns ? readProps(checker, returns, entry, ownDir) : undefined;
        return {
          ...common,
          kind: 'hook',
          imports: { named, default: `import { ${item.name} } from '${pkg}/${item.dir}';` },
          props: paramsReading?.props ?? [],
          returnValue: returnReading?.props ?? [],
          slots: [],
          classes: [],
        };
      }
      const propsType = aliasType(`__Props_${item.name}`) ?? aliasType(`__PropsOf_${item.name}`);
      if (!propsType || propsType.flags & ts.TypeFlags.Any)
        throw new Error('its props type does not resolve');
      const reading = readProps(checker, propsType, entry, ownDir);
      const runtimeClasses = runtime[classesExportName(config.classesOf[item.name] ?? item.name)] as
        Record<string, unknown> | undefined;
      const classes = readClasses(checker, aliasType(`__Classes_${item.name}`), runtimeClasses);
      const result: ApiEntry = {
        ...common,
        kind: 'component',
        imports: {
          named,
          default: withDefault
            ? `import ${item.name.replace(/^(Unstable_|Experimental_)/, '')} from '${pkg}/${item.dir}';`
            : `import { ${item.name} } from '${pkg}/${item.dir}';`,
        },
        props: reading.props,
        slots: readSlots(checker, propsType, entry, classes),
        classes,
        ref: refTarget(checker, reading.refSymbol, entry),
      };
      if (reading.inherits) {
        result.inherits = {
          name: reading.inherits.component,
          package: reading.inherits.package,
          count: reading.inherits.count,
        };
      }
      return result;
    } catch (error) {
      throw new ApiExtractionError(pkg, item, error);
    }
  });
}

/** An unresolvable alias (a generic props type named without arguments, a missing export). */
function isErrorType(type: ts.Type): boolean {
  return !!(type.flags & ts.TypeFlags.Any);
}

/** A `declare const Button: ...` carries its JSDoc on the variable statement. */
function docNode(declaration: ts.Declaration): ts.Node {
  return ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
}
