import ts from 'typescript';
import type { ApiInterfaceGroup } from '@/model/api-interfaces-schema';
import type { ApiInterfaceEntry, ApiProp } from '@/model/api-types';
import type { InstalledPackage } from './extract-package';
import { readJsDoc } from './jsdoc';
import { createPackageProgram } from './program';
import { toApiProp } from './props';
import { apiSlug } from '@/model/api-slug';

/** `.../node_modules/@mui/x-data-grid-pro/esm/models/gridApiPro.d.ts` -> package and file in it. */
const DECLARATION = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:esm\/|node\/|modern\/)?(.+)$/;

export function declaringPackage(fileName: string): { package: string; file: string } | undefined {
  const match = DECLARATION.exec(fileName.replace(/\\/g, '/'));
  return match ? { package: match[1], file: match[2] } : undefined;
}

/** A member declared by a commercial grid package carries that plan's badge. */
export function memberPlan(fileNames: readonly string[]): ApiProp['plan'] {
  const packages = fileNames.map((file) => declaringPackage(file)?.package);
  if (packages.some((name) => name?.endsWith('-premium'))) return 'premium';
  if (packages.some((name) => name?.endsWith('-pro'))) return 'pro';
  return undefined;
}

/** The entry's own namespace imports, removed from printed types. */
const NAMESPACE = '__Pkg';
const NAMESPACE_PREFIX = /\b__Pkg\d+\./g;

/** Never a prefix of a real path: no member counts as declared "in the component's folder". */
const NO_OWN_DIR = '\u0000';

/**
 * Reads each configured interface from the installed declarations: its members (with types,
 * defaults, descriptions and plan), where it is declared and which packages export it.
 */
export function extractInterfaces(
  root: string,
  group: ApiInterfaceGroup,
  versions: ReadonlyMap<string, InstalledPackage>,
): ApiInterfaceEntry[] {
  const packages = [...group.alsoFrom].reverse().concat(group.package);
  const lines = packages.map((name, index) => `import type * as ${NAMESPACE}${index} from '${name}';`);
  const main = `${NAMESPACE}${packages.length - 1}`;
  for (const name of group.names) lines.push(`export type __I_${name} = ${main}.${name};`);
  const { checker, entry } = createPackageProgram(root, group.package, `${lines.join('\n')}\n`);
  const exportsOf = entry.statements.filter(ts.isImportDeclaration).map((decl) => {
    const symbol = checker.getSymbolAtLocation(decl.moduleSpecifier);
    return new Set(symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : []);
  });
  const aliases = new Map(
    entry.statements.filter(ts.isTypeAliasDeclaration).map((decl) => [decl.name.text, decl] as const),
  );

  return group.names.map((name): ApiInterfaceEntry => {
    const alias = aliases.get(`__I_${name}`)!;
    const type = checker.getTypeAtLocation(alias.name);
    if (type.flags & ts.TypeFlags.Any) {
      throw new Error(`data/api-interfaces.ts: ${group.package} exports no type named ${name}`);
    }
    const declaration = declarationOf(checker, alias, packages);
    const where = declaration && declaringPackage(declaration.getSourceFile().fileName);
    if (!where) throw new Error(`${group.package}: cannot find where ${name} is declared`);
    const installed = versions.get(where.package);
    if (!installed) throw new Error(`${name} is declared in ${where.package}, which is not installed`);
    const members = checker
      .getPropertiesOfType(type)
      .map((symbol) => {
        const read = toApiProp(checker, symbol, entry, NO_OWN_DIR);
        const member = {
          ...read,
          type: read.type.replace(NAMESPACE_PREFIX, ''),
          description: tidyDescription(read.description),
        };
        const plan = memberPlan((symbol.declarations ?? []).map((d) => d.getSourceFile().fileName));
        return plan ? { ...member, plan } : member;
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const folder = where.file.includes('/') ? `/${where.file.replace(/\/[^/]+$/, '')}` : '';
    const repoFolder = where.package.split('/').pop();
    return {
      kind: 'interface',
      name,
      slug: apiSlug(name),
      segment: group.segment,
      group: group.group,
      package: where.package,
      version: installed.version,
      description: tidyDescription(readJsDoc(declaration).description),
      imports: packages
        .filter((_, index) => exportsOf[index].has(name))
        .map((pkg) => `import type { ${name} } from '${pkg}';`),
      members,
      declarationFile: where.file,
      sourceUrl: `${group.sourceBase.replace('{version}', installed.version)}/${repoFolder}/src${folder}`,
    };
  });
}

/**
 * The interface's own declaration, followed through re-exports and aliases
 * (Premium's `GridApi` is an alias of `GridApiPremium`, declared in its own file).
 */
function declarationOf(
  checker: ts.TypeChecker,
  alias: ts.TypeAliasDeclaration,
  packages: readonly string[],
): ts.Declaration | undefined {
  let symbol = ts.isTypeReferenceNode(alias.type)
    ? checker.getSymbolAtLocation(alias.type.typeName)
    : undefined;
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (declaration && ts.isTypeAliasDeclaration(declaration) && ts.isTypeReferenceNode(declaration.type)) {
    const target = checker.getSymbolAtLocation(declaration.type.typeName);
    const resolved =
      target && target.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(target) : target;
    const targetDeclaration = resolved?.declarations?.[0];
    // An alias of another type of these packages, not of a TypeScript helper (`Omit<GridColDef, ...>`).
    const targetPackage = targetDeclaration && declaringPackage(targetDeclaration.getSourceFile().fileName);
    const sameFamily = targetPackage && packages.includes(targetPackage.package);
    return sameFamily ? targetDeclaration : declaration;
  }
  return declaration;
}

/** MUI X's JSDoc links types as `[[GridColDef]]` and leaves `TODO:` notes to itself. */
export function tidyDescription(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*TODO\b/.test(line))
    .join('\n')
    .replace(/\[\[(\w+)\]\]/g, '`$1`')
    .trim();
}
