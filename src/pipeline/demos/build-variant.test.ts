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
      },
    );
    expect(built.preview.TS).toContain('<pre');
    expect(built.payload.preview).toEqual(built.preview);
  });
});
