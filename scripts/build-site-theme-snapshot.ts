/**
 * Site-theme step of the prebuild: the site theme for the default settings, made with MUI's
 * createTheme, kept as data in src/generated/site-theme-snapshot.json. Pages rebuild the theme from
 * it instead of making it on every load (src/components/theme/theme-snapshot.ts).
 */
import path from 'node:path';
import { createSiteTheme } from '../src/components/theme/create-site-theme';
import { takeThemeSnapshot } from '../src/components/theme/theme-snapshot';
import { initialThemeSettings } from '../src/modules/theme-settings';
import { writeIfChanged } from '../src/pipeline/content/write-generated';

export async function runSiteThemeSnapshotStep(root: string): Promise<void> {
  const { dense, direction, paletteColors, spacing } = initialThemeSettings;
  const settings = { dense, direction, paletteColors, spacing };
  const snapshot = takeThemeSnapshot(createSiteTheme(settings));
  const text = `${JSON.stringify({ settings, ...snapshot })}\n`;
  await writeIfChanged(path.join(root, 'src/generated/site-theme-snapshot.json'), text);
  console.log(`site theme: snapshot of the default settings' theme (${(text.length / 1024).toFixed(1)} KiB)`);
}
