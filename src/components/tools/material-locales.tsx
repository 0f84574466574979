import { ScrollTable } from '@/components/mdx/scroll-table';
import locales from '@generated/material-locales.json';

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
      <ScrollTable label="Locales of @mui/material">
        <thead>
          <tr>
            <th scope="col">Language</th>
            <th scope="col">Language tag</th>
            <th scope="col">Import name</th>
            <th scope="col">Components translated</th>
          </tr>
        </thead>
        <tbody>
          {locales.map((locale) => (
            <tr key={locale.exportName}>
              <td>{locale.language}</td>
              <td>
                <code>{locale.tag}</code>
              </td>
              <td>
                <code>{locale.exportName}</code>
              </td>
              <td>{locale.components.length}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}
