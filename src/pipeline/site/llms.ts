import { llmsPath, markdownPath } from '../../modules/site-outputs/paths';
import type { SitePage } from './site-page';

export interface LlmsSection {
  segment: string;
  name: string;
  description: string;
}

const entry = (origin: string, page: SitePage) =>
  `- [${page.title}](${new URL(markdownPath(page.route), origin).href}): ${page.description}`;

function group(title: string, lines: string[]): string[] {
  return lines.length ? [`## ${title}`, '', ...lines, ''] : [];
}

/** Kind of a product page for its llms.txt: guides first, then API reference, then demos. */
const kindOf = (page: SitePage) =>
  page.route.startsWith('/demos/') ? 'Demos' : /^\/[^/]+\/api\//.test(page.route) ? 'API reference' : 'Docs';

/**
 * llms.txt files (the llmstxt.org shape: `# title`, `> summary`, `## sections` of links). Each
 * product gets one listing the Markdown twins of its pages; the root one links to those and lists
 * the pages that belong to no product. Returns file path → content.
 */
export function buildLlmsFiles(
  origin: string,
  site: { name: string; description: string },
  sections: readonly LlmsSection[],
  pages: readonly SitePage[],
): Map<string, string> {
  const files = new Map<string, string>();
  const used = sections.filter((s) => pages.some((p) => p.section === s.segment));
  for (const section of used) {
    const mine = pages.filter((p) => p.section === section.segment);
    const body = ['Docs', 'API reference', 'Demos'].flatMap((kind) =>
      group(
        kind,
        mine.filter((p) => kindOf(p) === kind).map((p) => entry(origin, p)),
      ),
    );
    files.set(
      llmsPath(section.segment),
      [`# ${section.name}`, '', `> ${section.description}`, '', ...body].join('\n'),
    );
  }
  const unknown = pages.filter((p) => p.section && !used.some((s) => s.segment === p.section));
  if (unknown.length)
    throw new Error(`llms.txt: no section for ${unknown[0].route} (section "${unknown[0].section}")`);
  const root = pages.filter((p) => !p.section);
  const blog = root.filter((p) => p.route.startsWith('/blog/'));
  const lines = [
    `# ${site.name}`,
    '',
    `> ${site.description}`,
    '',
    'Every page is also served as Markdown: the links below point to those `.md` twins.',
    '',
    ...group(
      'Products',
      used.map((s) => `- [${s.name}](${new URL(llmsPath(s.segment), origin).href}): ${s.description}`),
    ),
    ...group(
      'Pages',
      root.filter((p) => !blog.includes(p)).map((p) => entry(origin, p)),
    ),
    ...group(
      'Blog',
      blog.map((p) => entry(origin, p)),
    ),
  ];
  files.set(llmsPath(), lines.join('\n'));
  return files;
}
