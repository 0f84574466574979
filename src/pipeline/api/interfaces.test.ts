import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ApiInterfaceGroup } from '@/model/api-interfaces-schema';
import { findInstalled, type InstalledPackage } from './extract-package';
import { declaringPackage, extractInterfaces, memberPlan, tidyDescription } from './interfaces';

// Building a TypeScript program takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const fixtureRoot = path.join(import.meta.dirname, 'fixtures');
const group: ApiInterfaceGroup = {
  package: '@fixture/ui-pro',
  alsoFrom: ['@fixture/ui'],
  segment: 'fixture',
  group: 'widgets',
  names: ['FancyApi', 'FancyOptions'],
  sourceBase: 'https://github.com/example/ui/tree/v{version}/packages',
};

describe('extractInterfaces on fixture packages', () => {
  const installed = new Map<string, InstalledPackage>(
    ['@fixture/ui-pro', '@fixture/ui'].map((name) => [name, findInstalled(fixtureRoot, name)!]),
  );
  const [api, options] = extractInterfaces(fixtureRoot, group, installed);

  it('reads members with types, defaults, requiredness and tidied descriptions', () => {
    expect(options.package).toBe('@fixture/ui');
    expect(options.version).toBe('1.2.3');
    expect(options.description).toBe('What a Fancy list is told about each item.');
    expect(options.members).toEqual([
      {
        name: 'onPick',
        type: '(options: FancyOptions) => void',
        description: 'Called with the `FancyOptions` of the picked item.',
        required: true,
      },
      {
        name: 'size',
        type: "'sm' | 'md'",
        default: "'md'",
        description: 'How large the item renders.',
        required: false,
      },
    ]);
  });

  it('names every package that exports it, the lighter first, and links its source folder', () => {
    expect(options.imports).toEqual([
      "import type { FancyOptions } from '@fixture/ui';",
      "import type { FancyOptions } from '@fixture/ui-pro';",
    ]);
    expect(options.sourceUrl).toBe('https://github.com/example/ui/tree/v1.2.3/packages/ui/src');
    expect(options.slug).toBe('fancy-options');
  });

  it('follows an alias to the interface it names and marks members a commercial package adds', () => {
    expect(api.package).toBe('@fixture/ui-pro');
    expect(api.description).toBe('Options of the Pro list.');
    expect(api.imports).toEqual(["import type { FancyApi } from '@fixture/ui-pro';"]);
    expect(api.members.map((m) => [m.name, m.plan])).toEqual([
      ['onPick', undefined],
      ['pinned', 'pro'],
      ['size', undefined],
    ]);
  });

  it('fails with the config file named when a name is not exported', () => {
    expect(() => extractInterfaces(fixtureRoot, { ...group, names: ['Missing'] }, installed)).toThrow(
      'data/api-interfaces.ts: @fixture/ui-pro exports no type named Missing',
    );
  });
});

describe('helpers', () => {
  it('tells the declaring package and plan from a declaration path', () => {
    const pro = '/r/node_modules/@mui/x-data-grid-pro/esm/models/gridApiPro.d.ts';
    expect(declaringPackage(pro)).toEqual({
      package: '@mui/x-data-grid-pro',
      file: 'models/gridApiPro.d.ts',
    });
    expect(memberPlan([pro])).toBe('pro');
    expect(memberPlan(['/r/node_modules/@mui/x-data-grid-premium/models/a.d.ts', pro])).toBe('premium');
    expect(memberPlan(['/r/node_modules/@mui/x-data-grid/models/a.d.ts'])).toBeUndefined();
  });

  it('drops TODO lines and turns [[Type]] links into code', () => {
    expect(tidyDescription('Deletes a [[GridFilterItem]].\nTODO: later')).toBe('Deletes a `GridFilterItem`.');
  });
});
