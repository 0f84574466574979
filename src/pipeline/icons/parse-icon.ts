import { Parser, type Node } from 'acorn';
import type { IconNode } from '@/modules/icons/icon-data';

type AnyNode = Node & Record<string, unknown>;

/** `file:line: reason`, the pipeline's error format, from a node's offset in the source. */
function fail(file: string, source: string, node: AnyNode | undefined, reason: string): never {
  const line = node ? source.slice(0, node.start).split('\n').length : 1;
  throw new Error(`${file}:${line}: ${reason}`);
}

function isJsxCall(node: AnyNode): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as AnyNode;
  return callee.type === 'Identifier' && /^_jsxs?$/.test(callee.name as string);
}

function findCreateSvgIconCall(node: unknown): AnyNode | null {
  if (!node || typeof node !== 'object') return null;
  const n = node as AnyNode;
  if (
    n.type === 'CallExpression' &&
    (n.callee as AnyNode).type === 'Identifier' &&
    (n.callee as AnyNode).name === 'createSvgIcon'
  ) {
    return n;
  }
  for (const value of Object.values(n)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      const found = findCreateSvgIconCall(child);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Turns the element tree the icon module passes to `createSvgIcon` into data. The build output
 * of @mui/icons-material is regular (`_jsx("path", { d: "…" })`, arrays of those, fragments with
 * `children`), so anything else is reported rather than guessed at.
 */
function toNodes(node: AnyNode, file: string, source: string): IconNode[] {
  if (node.type === 'ArrayExpression') {
    return (node.elements as AnyNode[]).flatMap((element) => toNodes(element, file, source));
  }
  if (!isJsxCall(node)) fail(file, source, node, `expected a _jsx() call, found ${node.type}`);
  const [tagNode, propsNode] = node.arguments as AnyNode[];
  if (propsNode?.type !== 'ObjectExpression') fail(file, source, node, 'expected an object of props');
  const attributes: Record<string, string | number> = {};
  let children: IconNode[] | undefined;
  for (const property of propsNode.properties as AnyNode[]) {
    const key = property.key as AnyNode;
    const name = (key.type === 'Identifier' ? key.name : key.value) as string;
    const value = property.value as AnyNode;
    if (name === 'children') {
      children = toNodes(value, file, source);
    } else if (
      value.type === 'Literal' &&
      (typeof value.value === 'string' || typeof value.value === 'number')
    ) {
      attributes[name] = value.value;
    } else {
      fail(file, source, value, `prop ${name} is not a literal`);
    }
  }
  // `React.Fragment`: its children stand in for it.
  if (tagNode.type !== 'Literal') {
    if (!children) fail(file, source, tagNode, 'a fragment without children');
    return children;
  }
  const tag = tagNode.value as string;
  const keys = Object.keys(attributes);
  if (tag === 'path' && !children && keys.length === 1 && keys[0] === 'd') return [attributes.d as string];
  return [children ? [tag, attributes, children] : [tag, attributes]];
}

/** The drawing of one icon module (`esm/<Name>.js`). */
export function parseIconModule(source: string, file: string): IconNode[] {
  let program: AnyNode;
  try {
    program = Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AnyNode;
  } catch (error) {
    const loc = (error as { loc?: { line: number } }).loc;
    throw new Error(`${file}:${loc?.line ?? 1}: ${(error as Error).message}`);
  }
  const call = findCreateSvgIconCall(program);
  if (!call) fail(file, source, undefined, 'no createSvgIcon() call');
  const [element] = call.arguments as AnyNode[];
  return toNodes(element, file, source);
}
