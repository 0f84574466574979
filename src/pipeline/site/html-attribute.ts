/**
 * The value of attribute `name` in the attribute text of an HTML start tag (what lies between the
 * tag name and `>`): double-quoted, single-quoted or unquoted; `''` for a bare attribute such as
 * `nomodule`; `undefined` when absent. The name must end where the attribute does, so `src` is not
 * read out of `srcset`. Values are returned as written (no entity decoding): the postbuild steps
 * that use it read framework-written URLs and types, which have no entities.
 */
export function htmlAttribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `\\s${name}(?=[\\s=/>]|$)(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    'i',
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}
