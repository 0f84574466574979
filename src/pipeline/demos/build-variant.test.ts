import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildVariant } from './build-variant';

const file = path.join(__dirname, '../markdown/fixtures/content/good/demos/hello.tsx');

describe('buildVariant', () => {
  it('puts the collapsed preview into the payload too, for a styling the page does not carry', async () => {
    const built = await buildVariant(
      { styling: 'Tailwind', file, source: readFileSync(file, 'utf8') },
      {
        react: '18.3.1',
        'react-dom': '18.3.1',
        '@mui/material': '6.0.1',
        '@emotion/react': '11.14.0',
        '@emotion/styled': '11.14.1',
        tailwindcss: '3.4.19',
        postcss: '8.5.33',
      },
    );
    expect(built.preview.TS).toContain('<pre');
    expect(built.payload.preview).toEqual(built.preview);
  });

  it("gives a sandbox the site theme's palette values for the variables the demo reads", async () => {
    const source = "export default () => <b style={{ color: 'var(--mui-palette-primary-main)' }}>Hi</b>;\n";
    const built = await buildVariant(
      { styling: 'CSS', file, source },
      { react: '18.3.1', 'react-dom': '18.3.1' },
    );
    const css = built.payload.sandbox?.files['src/site-palette.css'] ?? '';
    // The default branding blue: 700 in light mode, 300 in dark mode (create-site-theme.ts).
    expect(css.split('@media')[0]).toContain('--mui-palette-primary-main: #005BB8;');
    expect(css.split('@media')[1]).toContain('--mui-palette-primary-main: #6DB5FF;');
  });
});
