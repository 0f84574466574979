import { ScrollTable } from '@/components/mdx/scroll-table';
import groups from '@generated/system-style-functions.json';
import type { StyleGroup, StyleGroupName, StyleProp } from '@/model/style-functions';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function exampleText({ example }: StyleProp) {
  if (!example) return '';
  const css = Object.entries(example.css)
    .map(([key, value]) => `${kebab(key)}: ${value}`)
    .join('; ');
  return `${JSON.stringify(example.value)} → ${css}`;
}

/**
 * One style-function group of @mui/system as a table: prop, CSS properties, theme key, example.
 * The data is extracted from the installed package by the prebuild (src/pipeline/system).
 */
export function StyleFunctionTable({ group }: { group: StyleGroupName }) {
  const found = (groups as StyleGroup[]).find((g) => g.name === group);
  if (!found) throw new Error(`StyleFunctionTable: unknown style function group "${group}"`);
  return (
    <ScrollTable label={`The ${group} props`}>
      <thead>
        <tr>
          <th scope="col">Prop</th>
          <th scope="col">CSS properties</th>
          <th scope="col">Theme key</th>
          <th scope="col">Example with the default theme</th>
        </tr>
      </thead>
      <tbody>
        {found.props.map((prop) => (
          <tr key={prop.prop}>
            <td>
              <code>{prop.prop}</code>
            </td>
            <td>
              {prop.spreadsThemeValue ? 'the variant’s own: ' : ''}
              {prop.atRule ? `${prop.atRule} { ` : ''}
              {prop.css.map(kebab).join(', ')}
              {prop.atRule ? ' }' : ''}
            </td>
            <td>{prop.themeKey ? <code>{prop.themeKey}</code> : '–'}</td>
            <td>{prop.example ? <code>{exampleText(prop)}</code> : 'value used as written'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
