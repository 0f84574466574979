import ts from 'typescript';

export interface DocInfo {
  description: string;
  tags: Map<string, string>;
}

const EMPTY: DocInfo = { description: '', tags: new Map() };

/** The JSDoc of one declaration: description and tags (`@default`, `@deprecated`, ...). */
export function readJsDoc(node: ts.Node | undefined): DocInfo {
  if (!node) return EMPTY;
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  if (!doc) return EMPTY;
  const tags = new Map<string, string>();
  for (const tag of doc.tags ?? []) {
    tags.set(tag.tagName.text, (ts.getTextOfJSDocComment(tag.comment) ?? '').trim());
  }
  return { description: (ts.getTextOfJSDocComment(doc.comment) ?? '').trim(), tags };
}

/**
 * MUI's component-level JSDoc lists "Demos:" and "API:" links to mui.com; the page shows both from
 * its own data, so only the prose before them is kept.
 */
export function componentSummary(description: string): string {
  return description.split(/(?:^|\n)\s*(?:Demos|API):/)[0].trim();
}
