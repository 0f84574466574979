import type { AppPage } from '../../../data/app-pages';

/** Markdown for the pages served by their own routes: a title, the description, then a body. */
export function appMarkdown(page: AppPage, body: string[]): string {
  return [`# ${page.title}`, '', `> ${page.description}`, '', ...body, ''].join('\n');
}

export const link = (title: string, url: string, note?: string) =>
  `- [${title}](${url})${note ? `: ${note}` : ''}`;

export function table(head: string[], rows: string[][]): string[] {
  const row = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [row(head), row(head.map(() => '---')), ...rows.map(row), ''];
}
