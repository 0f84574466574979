import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import groups from '@/generated/system-style-functions.json';
import type { StyleGroup, StyleGroupName, StyleProp } from '@/pipeline/system/style-functions';

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
    <TableContainer className="mdx-table" tabIndex={0} role="region" aria-label={`The ${group} props`}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Prop
            </TableCell>
            <TableCell component="th" scope="col">
              CSS properties
            </TableCell>
            <TableCell component="th" scope="col">
              Theme key
            </TableCell>
            <TableCell component="th" scope="col">
              Example with the default theme
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {found.props.map((prop) => (
            <TableRow key={prop.prop}>
              <TableCell>
                <code>{prop.prop}</code>
              </TableCell>
              <TableCell>
                {prop.spreadsThemeValue ? 'the variant’s own: ' : ''}
                {prop.atRule ? `${prop.atRule} { ` : ''}
                {prop.css.map(kebab).join(', ')}
                {prop.atRule ? ' }' : ''}
              </TableCell>
              <TableCell>{prop.themeKey ? <code>{prop.themeKey}</code> : '–'}</TableCell>
              <TableCell>
                {prop.example ? <code>{exampleText(prop)}</code> : 'value used as written'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
