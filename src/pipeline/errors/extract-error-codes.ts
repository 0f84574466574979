import { Parser, type Node } from 'acorn';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One minified error: its message template (`%s` where an argument goes) and where it was found. */
export interface ExtractedError {
  code: number;
  message: string;
  /** Arguments the production call passes, equal to the `%s` count of the message. */
  argCount: number;
  /** `package/path/in/package.js` of the first file carrying it. */
  source: string;
}

type AnyNode = Node & Record<string, unknown>;

const MARKER = 'formatMuiErrorMessage';

function isProductionCheck(node: AnyNode, text: string): boolean {
  // `process.env.NODE_ENV !== "production"` (both quote styles, both operand orders).
  const source = text.slice(node.start, node.end).replace(/\s+/g, '');
  return /^process\.env\.NODE_ENV!==?["']production["']$/.test(source);
}

/** Message template of the development branch: a string, or a template literal whose holes become `%s`. */
function templateOf(node: AnyNode): { message: string; holes: number } | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return { message: node.value, holes: 0 };
  if (isConcatChain(node)) return concatTemplate(node);
  if (node.type !== 'TemplateLiteral') return null;
  const quasis = node.quasis as Array<{ value: { cooked: string } }>;
  return { message: quasis.map((q) => q.value.cooked).join('%s'), holes: quasis.length - 1 };
}

/** `"a".concat(x, "b")`: how the ES5 ("legacy") builds of older MUI packages spell a template. */
function isConcatChain(node: AnyNode): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as AnyNode;
  return (
    callee.type === 'MemberExpression' &&
    (callee.property as AnyNode).name === 'concat' &&
    !!templateOf(callee.object as AnyNode)
  );
}

function concatTemplate(node: AnyNode): { message: string; holes: number } | null {
  const head = templateOf((node.callee as AnyNode).object as AnyNode);
  if (!head) return null;
  let { message, holes } = head;
  for (const arg of node.arguments as AnyNode[]) {
    if (arg.type === 'Literal' && typeof arg.value === 'string') message += arg.value;
    else {
      message += '%s';
      holes += 1;
    }
  }
  return { message, holes };
}

function walk(node: unknown, visit: (node: AnyNode) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const current = node as AnyNode;
  if (typeof current.type !== 'string') return;
  visit(current);
  for (const key of Object.keys(current)) {
    if (key !== 'loc') walk(current[key], visit);
  }
}

/**
 * Every `cond ? \`dev message\` : formatMuiErrorMessage(code, ...args)` in one built file. MUI's
 * build writes each minified error this way (ESM and CommonJS builds alike), so the development
 * message beside the production call is the table entry, and its `${}` holes are the arguments.
 */
export function extractFromSource(text: string, source: string): ExtractedError[] {
  if (!text.includes(MARKER)) return [];
  let program: Node;
  try {
    program = Parser.parse(text, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true });
  } catch (error) {
    throw new Error(`${source}: cannot parse while extracting error codes: ${(error as Error).message}`);
  }
  const found: ExtractedError[] = [];
  walk(program, (node) => {
    if (node.type !== 'ConditionalExpression') return;
    const test = node.test as AnyNode;
    const dev = node.consequent as AnyNode;
    const prod = node.alternate as AnyNode;
    if (prod.type !== 'CallExpression' || !isProductionCheck(test, text)) return;
    const callee = prod.callee as AnyNode;
    if (!text.slice(callee.start, callee.end).includes(MARKER)) return;
    const [first, ...args] = prod.arguments as AnyNode[];
    const template = templateOf(dev);
    const line = text.slice(0, node.start).split('\n').length;
    if (first?.type !== 'Literal' || typeof first.value !== 'number' || !template) {
      throw new Error(`${source}:${line}: a minified error call without a numeric code and a message`);
    }
    if (template.holes !== args.length) {
      throw new Error(
        `${source}:${line}: error ${first.value} has ${template.holes} holes but passes ${args.length} arguments`,
      );
    }
    found.push({ code: first.value, message: template.message, argCount: args.length, source });
  });
  return found;
}

async function* jsFiles(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name === 'node_modules') continue; // nested copies are packages of their own
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(full);
    else if (/\.(c|m)?js$/.test(entry.name)) yield full;
  }
}

export interface MuiPackage {
  dir: string;
  /** A copy inside another package's node_modules, not the one the site documents. */
  nested: boolean;
  /** `@mui/system@6.0.1` */
  label: string;
}

/** Every installed `@mui/*` package: the top-level ones first, then copies nested inside them. */
export async function listMuiPackages(nodeModules: string, nested = false): Promise<MuiPackage[]> {
  const scope = path.join(nodeModules, '@mui');
  const names = (await readdir(scope).catch(() => [] as string[])).sort();
  const found: MuiPackage[] = [];
  for (const name of names) {
    const dir = path.join(scope, name);
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '{}'));
    found.push({ dir, nested, label: `${manifest.name ?? `@mui/${name}`}@${manifest.version ?? '?'}` });
  }
  for (const name of names)
    found.push(...(await listMuiPackages(path.join(scope, name, 'node_modules'), true)));
  return found;
}

/** A message this code carries in an older copy of a package than the documented one. */
export interface ErrorVariant {
  message: string;
  argCount: number;
  /** `@mui/system@6.0.0-alpha.13` */
  packages: string[];
}

export interface ErrorCode extends ExtractedError {
  /** `name@version` of every documented package that carries this message. */
  packages: string[];
  /** Other messages under the same code in nested copies (Joy UI ships an older MUI System). */
  variants: ErrorVariant[];
}

/**
 * The code-to-message table of every installed `@mui/*` package. The documented (top-level)
 * packages define each code's message, and two of them disagreeing fails the build. Nested
 * copies add the codes they alone carry; where an older copy reuses a code for another message,
 * that message is kept as a variant, named by package and version, rather than dropped.
 */
export async function extractErrorCodes(nodeModules: string, packages?: MuiPackage[]): Promise<ErrorCode[]> {
  const byCode = new Map<number, ErrorCode>();
  for (const pkg of packages ?? (await listMuiPackages(nodeModules))) {
    const { label } = pkg;
    for await (const file of jsFiles(pkg.dir)) {
      const text = await readFile(file, 'utf8');
      const source = path.relative(nodeModules, file).split(path.sep).join('/');
      for (const error of extractFromSource(text, source)) {
        const known = byCode.get(error.code);
        if (!known) {
          byCode.set(error.code, { ...error, packages: [label], variants: [] });
        } else if (known.message === error.message) {
          if (!known.packages.includes(label)) known.packages.push(label);
        } else if (!pkg.nested) {
          throw new Error(
            `error code ${error.code} has two messages: ${known.source} and ${source} disagree`,
          );
        } else {
          const variant = known.variants.find((v) => v.message === error.message);
          if (!variant)
            known.variants.push({ message: error.message, argCount: error.argCount, packages: [label] });
          else if (!variant.packages.includes(label)) variant.packages.push(label);
        }
      }
    }
  }
  return [...byCode.values()].sort((a, b) => a.code - b.code);
}
