import ts from 'typescript';

const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** Longest resolved type shown before the declared text (shorter, with alias names) is preferred. */
export const MAX_RESOLVED_TYPE = 240;

/**
 * Prints a prop's type the way readers expect: a union of literals (even behind an alias such as
 * `OverridableStringUnion<'text' | ...>`) is spelled out in source order; `| undefined` added by `?`
 * is dropped; a huge resolved type falls back to the text written in the declaration.
 */
export function printType(
  checker: ts.TypeChecker,
  type: ts.Type,
  location: ts.Node,
  declaredText?: string,
): string {
  const literals = literalUnion(checker, type, location, declaredText);
  if (literals) return literals;
  const resolved = tidy(checker.typeToString(type, location, FLAGS));
  // Mapped helper types print as `{ [P in keyof K]?: K[P] }`: the declared name says more.
  const opaque = /\[\w+ in keyof \w+\]/.test(resolved);
  if ((resolved.length <= MAX_RESOLVED_TYPE && !opaque) || !declaredText) return resolved;
  return tidy(declaredText.replace(/\s+/g, ' ').replace(/^\| /, ''));
}

function literalUnion(
  checker: ts.TypeChecker,
  type: ts.Type,
  location: ts.Node,
  declaredText?: string,
): string | undefined {
  if (!type.isUnion()) return undefined;
  const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
  const isLiteral = (t: ts.Type) => !!(t.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral));
  if (members.length < 2 || !members.every(isLiteral)) return undefined;
  const texts = members.map((t) => checker.typeToString(t, location, FLAGS));
  const position = (text: string) => {
    const at = declaredText?.indexOf(text) ?? -1;
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return texts
    .map((text, index) => ({ text, index }))
    .sort((a, b) => position(a.text) - position(b.text) || a.index - b.index)
    .map((m) => m.text)
    .join(' | ');
}

/** Drops the `| undefined` an optional prop adds and the virtual entry's `Pkg.` namespace. */
export function tidy(text: string): string {
  return text
    .replace(/ \| undefined$/, '')
    .replace(/^undefined \| /, '')
    .replace(/\bPkg\./g, '');
}
