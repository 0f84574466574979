import { describe, expect, it } from 'vitest';
import {
  BASE_SPECIFIERS,
  isComponentFolder,
  packageImports,
  packageLoadersModule,
  runnerSpecifiers,
} from './runner-packages';

describe('runner packages', () => {
  it('collects package imports, not relative, CSS or type-only ones', () => {
    const source = [
      "import * as React from 'react';",
      "import Button from '@mui/material/Button';",
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
      "import type { Dayjs } from 'dayjs';",
      "import './demo.css';",
      "import { rows } from './inventory';",
      "export { default as X } from '@mui/icons-material/Delete';",
      'const s = \'import x from "inside-a-string"\';',
    ].join('\n');
    expect(packageImports([source])).toEqual([
      'react',
      '@mui/material/Button',
      '@mui/x-data-grid',
      '@mui/icons-material/Delete',
    ]);
  });

  it('offers every Material UI component folder, the base set and the demos imports, never the icon barrel', () => {
    const specifiers = runnerSpecifiers(
      ['@mui/icons-material/Delete', '@mui/icons-material', 'dayjs'],
      ['Button', 'utils', 'PigmentStack', 'internal', 'Stack'],
    );
    expect(specifiers).toEqual(
      [
        ...BASE_SPECIFIERS,
        '@mui/material/Button',
        '@mui/material/Stack',
        '@mui/icons-material/Delete',
        'dayjs',
      ].sort(),
    );
    expect(isComponentFolder('Unstable_Grid2')).toBe(false);
  });

  it('writes one lazy import per specifier', () => {
    expect(packageLoadersModule(['react'], '// header\n')).toBe(
      '// header\nexport const packageLoaders = {\n  "react": () => import("react"),\n};\n',
    );
  });
});
