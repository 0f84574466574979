/**
 * The default Material UI theme's tokens (light and dark), read from the installed @mui/material's
 * createTheme() into generated/material-theme-tokens.json for
 * /material-ui/design-resources/default-theme/. Read here rather than while rendering the page:
 * createTheme reaches @mui/system's index, whose client components (Box, Stack, Container, Grid)
 * would otherwise ship in the first load of every docs page
 * (docs/decisions/0017-facts-from-installed-packages.md).
 */
import path from 'node:path';
import { createTheme } from '@mui/material/styles';
import { themeTokens } from '@/modules/theme-tokens';
import { writeIfChanged } from '../content/write-generated';
import { defineStep } from './prebuild-step';

export const themeTokensStep = defineStep({
  name: 'theme-tokens',
  needs: [],
  async run(_inputs, { root }) {
    const tokens = themeTokens(createTheme(), createTheme({ palette: { mode: 'dark' } }));
    await writeIfChanged(
      path.join(root, 'generated/material-theme-tokens.json'),
      `${JSON.stringify(tokens, null, 1)}\n`,
    );
    console.log(`theme tokens: ${tokens.colors.length} palette colors from @mui/material createTheme()`);
  },
});
