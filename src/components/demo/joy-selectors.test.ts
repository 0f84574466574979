import { extendTheme } from '@mui/joy/styles';
import { describe, expect, it } from 'vitest';
import { joySelector } from './joy-selectors';

describe('joySelector', () => {
  it('maps the schemes to the site mode classes', () => {
    expect(joySelector(undefined)).toBe(':root');
    expect(joySelector('light')).toBe(':root, .light');
    expect(joySelector('dark')).toBe('.dark');
  });

  it('is what Joy uses for its generated style sheets, dark after light', () => {
    const sheets = extendTheme({ getSelector: joySelector }).generateStyleSheets();
    const selectors = sheets.map((sheet) => Object.keys(sheet)[0]);
    expect(selectors).toEqual([':root', ':root, .light', '.dark']);
    const dark = (sheets[2] as Record<string, Record<string, string>>)['.dark'];
    const light = (sheets[1] as Record<string, Record<string, string>>)[':root, .light'];
    // The same variable gets a different value per scheme: the dark sheet really is dark.
    expect(dark['--joy-palette-background-body']).toBeDefined();
    expect(dark['--joy-palette-background-body']).not.toBe(light['--joy-palette-background-body']);
  });
});
