import { describe, expect, it } from 'vitest';
import { demoLinkHash, demoSourceUrl } from './demo-source';

const base = 'https://github.com/mui/mui-docs-site/blob/main/';

describe('demo links', () => {
  it('keeps the chosen language in the hash', () => {
    expect(demoLinkHash('basic-buttons', 'TS')).toBe('#basic-buttons.tsx');
    expect(demoLinkHash('basic-buttons', 'JS')).toBe('#basic-buttons.js');
  });

  it('points at the TypeScript file or its generated JavaScript twin', () => {
    const file = 'content/material-ui/react-button/demos/basic-buttons.tsx';
    expect(demoSourceUrl(base, file, 'TS')).toBe(`${base}${file}`);
    expect(demoSourceUrl(base, file, 'JS')).toBe(
      `${base}content/material-ui/react-button/demos/basic-buttons.js`,
    );
  });

  it('names a styling variant by its own file', () => {
    expect(demoSourceUrl(base, 'content/x/demos/switch/tailwind.tsx', 'JS')).toBe(
      `${base}content/x/demos/switch/tailwind.js`,
    );
  });
});
