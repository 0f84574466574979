import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import locales from '@/generated/material-locales.json';

/**
 * Every locale of @mui/material/locale, as the prebuild read it from the installed package
 * (src/pipeline/locales). Server-rendered: the page ships no JavaScript for the table.
 */
export function MaterialLocales() {
  return (
    <>
      <p>
        The installed <code>@mui/material</code> exports{' '}
        <strong data-testid="locale-count">{locales.length}</strong> locales.
      </p>
      <TableContainer className="mdx-table" tabIndex={0} role="region" aria-label="Locales of @mui/material">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Language
              </TableCell>
              <TableCell component="th" scope="col">
                Language tag
              </TableCell>
              <TableCell component="th" scope="col">
                Import name
              </TableCell>
              <TableCell component="th" scope="col">
                Components translated
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {locales.map((locale) => (
              <TableRow key={locale.exportName}>
                <TableCell>{locale.language}</TableCell>
                <TableCell>
                  <code>{locale.tag}</code>
                </TableCell>
                <TableCell>
                  <code>{locale.exportName}</code>
                </TableCell>
                <TableCell>{locale.components.length}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
