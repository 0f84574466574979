import type { ApiEntry, ApiInterfaceEntry, ApiProp } from '@/model/api-types';

/** A table cell: one line, pipes escaped, so a type like `'a' | 'b'` stays in its column. */
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim() || '-';
const code = (text: string) => (text ? `\`${text.replace(/`/g, "'")}\`` : '-');

function propTable(props: readonly ApiProp[]): string[] {
  return [
    '| Name | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...props.map((p) => {
      const plan = p.plan ? ` (${p.plan === 'pro' ? 'Pro' : 'Premium'})` : '';
      const name = `${p.name}${p.required ? ' (required)' : ''}${plan}`;
      const deprecated =
        p.deprecated !== undefined ? `Deprecated${p.deprecated ? `: ${p.deprecated}` : ''}. ` : '';
      return `| ${cell(name)} | ${cell(code(p.type))} | ${cell(p.default ? code(p.default) : '')} | ${cell(deprecated + p.description)} |`;
    }),
  ];
}

/** An API page as Markdown, from the same extracted data the HTML page renders. */
export function apiMarkdown(
  entry: ApiEntry,
  title: string,
  description: string,
  demos: Array<{ title: string; url: string }>,
): string {
  const lines = [`# ${title}`, '', `> ${description}`, ''];
  if (entry.description) lines.push(entry.description, '');
  lines.push(
    '## Import',
    '',
    '```js',
    entry.imports.named,
    ...(entry.imports.default ? [entry.imports.default] : []),
    '```',
    '',
  );
  if (demos.length) lines.push('## Demos', '', ...demos.map((d) => `- [${d.title}](${d.url})`), '');
  lines.push('## Props', '', ...(entry.props.length ? propTable(entry.props) : ['No props of its own.']), '');
  if (entry.inherits) {
    lines.push(`Other props are those of \`${entry.inherits.name}\` (${entry.inherits.package}).`, '');
  }
  if (entry.ref) lines.push(`The ref is forwarded to the root element (\`${entry.ref}\`).`, '');
  if (entry.returnValue?.length) lines.push('## Return value', '', ...propTable(entry.returnValue), '');
  if (entry.slots.length) {
    lines.push('## Slots', '', '| Name | Default | Class | Description |', '| --- | --- | --- | --- |');
    for (const s of entry.slots) {
      lines.push(
        `| ${cell(s.name)} | ${cell(s.default ? code(s.default) : '')} | ${cell(s.className ? code(s.className) : '')} | ${cell(s.description)} |`,
      );
    }
    lines.push('');
  }
  if (entry.classes.length) {
    lines.push('## CSS classes', '', '| Class | Rule name | Description |', '| --- | --- | --- |');
    for (const c of entry.classes)
      lines.push(`| ${code(c.className)} | ${cell(c.key)} | ${cell(c.description)} |`);
    lines.push('');
  }
  lines.push(`Source: ${entry.sourceUrl} (${entry.package}@${entry.version})`, '');
  return lines.join('\n');
}

/** An interface page as Markdown: its imports and one table of members. */
export function interfaceMarkdown(item: ApiInterfaceEntry, title: string, description: string): string {
  const lines = [`# ${title}`, '', `> ${description}`, ''];
  if (item.description) lines.push(item.description, '');
  lines.push('## Import', '', '```js', ...item.imports, '```', '');
  lines.push('## Members', '', ...propTable(item.members), '');
  lines.push(`Source: ${item.sourceUrl} (${item.package}@${item.version})`, '');
  return lines.join('\n');
}
