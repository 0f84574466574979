import { STYLE_GROUPS, type StyleGroup, type StyleProp } from '@/model/style-functions';
import { extractStyleFunctions } from './style-functions';

let groups: StyleGroup[] | undefined;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function row(prop: StyleProp): string {
  const css = prop.css.map(kebab).join(', ');
  const written = prop.atRule ? `${prop.atRule} { ${css} }` : css;
  const example = prop.example
    ? `\`${JSON.stringify(prop.example.value)}\` → \`${Object.entries(prop.example.css)
        .map(([key, value]) => `${kebab(key)}: ${value}`)
        .join('; ')}\``
    : 'value used as written';
  const cells = [`\`${prop.prop}\``, written, prop.themeKey ? `\`${prop.themeKey}\`` : '–', example];
  return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
}

/** `<StyleFunctionTable group="…" />` in the Markdown twin: the same rows as the rendered table. */
export function styleFunctionTableMarkdown({ group }: Record<string, string>): string {
  groups ??= extractStyleFunctions();
  const found = groups.find((g) => g.name === group);
  if (!found) {
    throw new Error(`StyleFunctionTable: unknown group "${group}" (known: ${STYLE_GROUPS.join(', ')})`);
  }
  return [
    '| Prop | CSS properties | Theme key | Example with the default theme |',
    '| --- | --- | --- | --- |',
    ...found.props.map(row),
  ].join('\n');
}
