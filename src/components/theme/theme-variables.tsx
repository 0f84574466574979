import { Global } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * The theme's CSS variables for every color scheme (`:root`, `.dark`, …), as global styles.
 *
 * MUI's provider builds and serializes these sheets on each of its renders: twice per page load
 * (it renders again once mounted) and once per mode switch, for the same theme. Rendered from an
 * element memoized on the theme, they are built once per theme, and the provider is told not to
 * (`disableStyleSheetGeneration`).
 */
export function ThemeVariables({ theme }: { theme: Theme }) {
  const sheets = theme.generateStyleSheets();
  return (
    <>
      {sheets.map((styles, index) => (
        // The sheets have no identity of their own; their order is fixed by the theme.
        // eslint-disable-next-line react/no-array-index-key
        <Global key={index} styles={styles} />
      ))}
    </>
  );
}
