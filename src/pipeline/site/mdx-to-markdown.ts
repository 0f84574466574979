import { createProcessor } from '@mdx-js/mdx';
import type { Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { DemoRecord } from '@/model/demo-record';

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] });

interface Splice {
  start: number;
  end: number;
  text: string;
}

const fence = (code: string, lang: string, title?: string) => {
  // A fence longer than any backtick run inside keeps the code intact.
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${lang}${title ? ` title="${title}"` : ''}\n${code.trimEnd()}\n${marks}`;
};

/** A demo as Markdown: its title, then the TypeScript source of every styling variant. */
export function demoMarkdown(demo: DemoRecord): string {
  const blocks = demo.variants.map((variant) =>
    fence(variant.payload.TS.code, 'tsx', demo.variants.length > 1 ? `${variant.styling}` : undefined),
  );
  return [`**Demo: ${demo.title}**`, ...blocks].join('\n\n');
}

/** Markdown for an MDX element other than `<Demo>`, from its string attributes. */
export type ElementMarkdown = (attributes: Record<string, string>) => string;

/**
 * The Markdown twin of an MDX page, for readers that want text (language models, scripts). The
 * author's Markdown is kept byte for byte; only MDX-specific parts change: frontmatter becomes
 * the title and description, ESM imports and exports go, and each `<Demo>` becomes its source.
 */
export function mdxToMarkdown(
  source: string,
  page: { title: string; description: string },
  demos: readonly DemoRecord[],
  elements: Readonly<Record<string, ElementMarkdown>> = {},
): string {
  const tree = processor.parse(source) as Root;
  const splices: Splice[] = [];
  let hasTitle = false;
  const at = (node: RootContent) => ({
    start: node.position!.start.offset!,
    end: node.position!.end.offset!,
  });
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 1) hasTitle = true;
    if (node.type === 'yaml' || node.type === 'mdxjsEsm') splices.push({ ...at(node), text: '' });
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Demo') {
      const nameAttr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name');
      const demo = demos.find((d) => d.name === nameAttr?.value);
      if (demo) splices.push({ ...at(node), text: demoMarkdown(demo) });
    }
    const element = node.type === 'mdxJsxFlowElement' && node.name ? elements[node.name] : undefined;
    if (node.type === 'mdxJsxFlowElement' && element) {
      const attributes: Record<string, string> = {};
      for (const a of node.attributes) {
        if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string') attributes[a.name] = a.value;
      }
      splices.push({ ...at(node), text: element(attributes) });
    }
  }
  let body = source;
  for (const splice of splices.sort((a, b) => b.start - a.start)) {
    body = body.slice(0, splice.start) + splice.text + body.slice(splice.end);
  }
  body = body.replace(/\n{3,}/g, '\n\n').trim();
  const head = hasTitle ? `> ${page.description}` : `# ${page.title}\n\n> ${page.description}`;
  return hasTitle ? insertAfterTitle(body, head) : `${head}\n\n${body}\n`;
}

/** The description goes under the page's own `# Title`, as llms.txt-style Markdown expects. */
function insertAfterTitle(body: string, quote: string): string {
  const match = /^# .*$/m.exec(body);
  if (!match) return `${quote}\n\n${body}\n`;
  const end = match.index + match[0].length;
  return `${body.slice(0, end)}\n\n${quote}${body.slice(end)}\n`;
}
