import type { z } from 'zod';
import { LineCounter, isMap, isScalar, parseDocument, type Node as YamlNode } from 'yaml';
import { ContentError } from './content-error';
import { frontmatterSchema, type Frontmatter } from '@/model/frontmatter-schema';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Line (1-based, in the whole file) of the YAML node at `path`, else of the block's first line. */
function lineOf(doc: ReturnType<typeof parseDocument>, counter: LineCounter, path: PropertyKey[]): number {
  let node: unknown = doc.contents;
  let offset = (doc.contents as YamlNode | null)?.range?.[0] ?? 0;
  for (const key of path) {
    if (!isMap(node)) break;
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (!pair) break;
    offset = (pair.key as YamlNode).range?.[0] ?? offset;
    node = pair.value;
  }
  // +1: the opening fence is line 1 of the file, YAML starts on line 2.
  return counter.linePos(offset).line + 1;
}

/** Splits a page into validated frontmatter and its body; every failure names file and line. */
export function parseFrontmatter(source: string, file: string): { data: Frontmatter; body: string; bodyLine: number } {
  return parseFrontmatterWith(frontmatterSchema, source, file);
}

/** The same split for a collection with a schema of its own (blog posts). */
export function parseFrontmatterWith<S extends z.ZodType>(
  schema: S,
  source: string,
  file: string,
): { data: z.output<S>; body: string; bodyLine: number } {
  const match = FENCE.exec(source);
  if (!match) throw new ContentError(file, 1, 'missing frontmatter (a --- block with title and description)');
  const counter = new LineCounter();
  const doc = parseDocument(match[1], { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const [error] = doc.errors;
    const line = counter.linePos(error.pos[0]).line + 1;
    throw new ContentError(file, line, `malformed frontmatter: ${error.message.split('\n')[0]}`);
  }
  const result = schema.safeParse(doc.toJS());
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue.code === 'unrecognized_keys' ? [issue.keys[0]] : issue.path;
    const where = key.length ? `"${key.join('.')}"` : 'frontmatter';
    throw new ContentError(file, lineOf(doc, counter, key), `invalid ${where}: ${issue.message}`);
  }
  const bodyLine = match[0].split('\n').length;
  return { data: result.data, body: source.slice(match[0].length), bodyLine };
}
