import ts from 'typescript';
import type { ApiProp } from '@/model/api-types';
import { readJsDoc } from './jsdoc';
import { printType } from './print-type';

/** Where a prop is declared decides whether the page lists it. */
export type PropOrigin =
  { kind: 'own' } | { kind: 'inherited'; package: string; component: string } | { kind: 'native' };

const MUI_COMPONENT_FILE = /\/node_modules\/(@mui\/[^/]+)\/(?:node\/|esm\/|modern\/)?([A-Z][A-Za-z0-9]*)\//;

/**
 * Own: declared in the component's folder, or documented anywhere else in MUI's packages
 * (`component`, `sx` helpers). Inherited: declared in another MUI component's folder (Button's props
 * from ButtonBase). Native: React's DOM attributes, summarised as "forwarded to the root element".
 */
export function propOrigin(declarations: readonly ts.Declaration[], ownDir: string): PropOrigin {
  const files = declarations.map((d) => d.getSourceFile().fileName.replace(/\\/g, '/'));
  if (files.some((file) => file.startsWith(ownDir))) return { kind: 'own' };
  // ownDir is `<package dir>/<Component>/`: a sibling component folder of the same package.
  const packageDir = ownDir.replace(/[^/]+\/$/, '');
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)\/$/.exec(packageDir)?.[1] ?? packageDir;
  for (const file of files) {
    const sibling = file.startsWith(packageDir)
      ? /^([A-Z][A-Za-z0-9]*)\//.exec(file.slice(packageDir.length))
      : null;
    if (sibling) return { kind: 'inherited', package: packageName, component: sibling[1] };
  }
  for (const file of files) {
    const match = MUI_COMPONENT_FILE.exec(file);
    if (match) return { kind: 'inherited', package: match[1], component: match[2] };
  }
  if (files.some((file) => file.includes('/node_modules/@mui/'))) {
    const documented = declarations.some((d) => readJsDoc(d).description);
    if (documented) return { kind: 'own' };
  }
  return { kind: 'native' };
}

export function toApiProp(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  location: ts.Node,
  ownDir: string,
): ApiProp {
  const declarations = symbol.declarations ?? [];
  const own =
    declarations.find((d) => d.getSourceFile().fileName.replace(/\\/g, '/').startsWith(ownDir)) ??
    declarations.find((d) => readJsDoc(d).description) ??
    declarations[0];
  const doc = readJsDoc(own);
  const type = checker.getTypeOfSymbolAtLocation(symbol, location);
  const declaredText =
    own && (ts.isPropertySignature(own) || ts.isPropertyDeclaration(own)) ? own.type?.getText() : undefined;
  const prop: ApiProp = {
    name: symbol.getName(),
    type: printType(checker, type, location, declaredText),
    description: doc.description,
    required: !(symbol.flags & ts.SymbolFlags.Optional),
  };
  const defaultValue = doc.tags.get('default');
  if (defaultValue !== undefined) prop.default = defaultValue;
  const deprecated = doc.tags.get('deprecated');
  if (deprecated !== undefined) prop.deprecated = deprecated;
  return prop;
}

export interface PropsReading {
  props: ApiProp[];
  inherits?: { package: string; component: string; count: number };
  /** Count of React DOM attributes accepted and forwarded. */
  nativeCount: number;
  refSymbol?: ts.Symbol;
}

/** Splits a props type into listed props, the inherited component and forwarded DOM attributes. */
export function readProps(
  checker: ts.TypeChecker,
  type: ts.Type,
  location: ts.Node,
  ownDir: string,
): PropsReading {
  const props: ApiProp[] = [];
  const inherited = new Map<string, { package: string; component: string; count: number }>();
  let nativeCount = 0;
  let refSymbol: ts.Symbol | undefined;
  for (const symbol of checker.getPropertiesOfType(type)) {
    const name = symbol.getName();
    if (name === 'ref') {
      refSymbol = symbol;
      continue;
    }
    if (name === 'key') continue;
    const origin = propOrigin(symbol.declarations ?? [], ownDir);
    if (origin.kind === 'own') props.push(toApiProp(checker, symbol, location, ownDir));
    else if (origin.kind === 'native') nativeCount += 1;
    else {
      const key = `${origin.package}/${origin.component}`;
      const entry = inherited.get(key) ?? { ...origin, count: 0 };
      entry.count += 1;
      inherited.set(key, entry);
    }
  }
  props.sort((a, b) => a.name.localeCompare(b.name));
  const inherits = [...inherited.values()].sort((a, b) => b.count - a.count)[0];
  return { props, inherits, nativeCount, refSymbol };
}

/** `Ref<HTMLButtonElement>` -> `HTMLButtonElement`: the DOM node a ref to the component receives. */
export function refTarget(checker: ts.TypeChecker, symbol: ts.Symbol | undefined, location: ts.Node) {
  if (!symbol) return undefined;
  const text = checker.typeToString(
    checker.getTypeOfSymbolAtLocation(symbol, location),
    location,
    ts.TypeFormatFlags.NoTruncation,
  );
  return /\b((?:HTML|SVG)[A-Za-z]*Element|Element)\b/.exec(text)?.[1];
}
