import path from 'node:path';
import ts from 'typescript';

/**
 * A TypeScript program over one package's declarations, entered through a virtual module that
 * imports the package root. One program per package: the checker is shared by every component.
 */
export interface PackageProgram {
  checker: ts.TypeChecker;
  program: ts.Program;
  /** The package root module's symbol (its `index.d.ts`). */
  moduleSymbol: ts.Symbol;
  /** Subpath modules the entry imports as well (`@mui/base/Transitions` -> `Transitions`). */
  subModules: Map<string, ts.Symbol>;
  entry: ts.SourceFile;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.Preserve,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** `source` is the virtual entry's text; it may import from `packageName` and its subpaths. */
export function createPackageProgram(
  root: string,
  packageName: string,
  source: string,
  oldProgram?: ts.Program,
): PackageProgram {
  const entryFile = path.join(root, `__api_entry__${packageName.replace(/\W/g, '_')}.ts`);
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === entryFile ? source : readFile(file));
  host.fileExists = (
    (exists) => (file: string) =>
      file === entryFile || exists(file)
  )(host.fileExists.bind(host));
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) =>
    file === entryFile
      ? ts.createSourceFile(file, source, languageVersion, true)
      : getSourceFile(file, languageVersion, onError, shouldCreate);
  const program = ts.createProgram({ rootNames: [entryFile], options: COMPILER_OPTIONS, host, oldProgram });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryFile)!;
  const importDecl = entry.statements.find(ts.isImportDeclaration);
  const moduleSymbol = importDecl && checker.getSymbolAtLocation(importDecl.moduleSpecifier);
  if (!moduleSymbol) {
    throw new Error(`${packageName}: cannot resolve its type declarations from ${root}`);
  }
  const subModules = new Map<string, ts.Symbol>();
  for (const decl of entry.statements.filter(ts.isImportDeclaration)) {
    const specifier = (decl.moduleSpecifier as ts.StringLiteral).text;
    const symbol = checker.getSymbolAtLocation(decl.moduleSpecifier);
    if (symbol && specifier.startsWith(`${packageName}/`)) {
      subModules.set(specifier.slice(packageName.length + 1), symbol);
    }
  }
  return { checker, program, moduleSymbol, subModules, entry };
}
