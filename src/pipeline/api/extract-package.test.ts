import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ApiPackage } from '@/model/api-packages-schema';
import { extractPackage, findInstalled } from './extract-package';

// Building a TypeScript program takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const fixtureRoot = path.join(import.meta.dirname, 'fixtures');
const config: ApiPackage = {
  package: '@fixture/ui',
  segment: 'fixture',
  hooks: true,
  folders: [],
  ownFiles: false,
  exclude: {},
  classesOf: {},
  sourceBase: 'https://github.com/example/ui/tree/v{version}/src',
};

describe('extractPackage on a fixture package', () => {
  const installed = findInstalled(fixtureRoot, '@fixture/ui')!;
  const entries = extractPackage(fixtureRoot, config, installed);
  const fancy = entries.find((e) => e.name === 'Fancy')!;

  it('finds exported components and hooks, not helpers', () => {
    expect(entries.map((e) => e.name)).toEqual(['Fancy', 'FancyBase', 'Popup', 'useThing']);
    expect(installed.version).toBe('1.2.3');
  });

  it('documents a component its folder re-exports whole from another package, with its own props', () => {
    const popup = entries.find((e) => e.name === 'Popup')!;
    expect(popup.kind).toBe('component');
    expect(popup.sourceUrl).toBe('https://github.com/example/ui/tree/v1.2.3/src/Popup');
    expect(popup.props.map((p) => [p.name, p.default])).toEqual([['open', 'false']]);
    expect(popup.inherits).toBeUndefined();
    expect(popup.imports.default).toBe("import Popup from '@fixture/ui/Popup';");
  });

  it('with ownFiles, also finds a component declared in a file of its own in another folder', () => {
    const withOwn = extractPackage(fixtureRoot, { ...config, ownFiles: true }, installed);
    // Slide (Motion/Slide.d.ts) is in a file of its own name too; Popup is re-exported whole.
    expect(withOwn.map((e) => e.name)).toEqual([
      'Fancy',
      'FancyBase',
      'FancyGroup',
      'Popup',
      'Slide',
      'useThing',
    ]);
    const group = withOwn.find((e) => e.name === 'FancyGroup')!;
    expect(group.props.map((p) => p.name)).toEqual(['max']);
    expect(group.description).toBe('A group of fancy buttons, declared in a file of its own inside Fancy/.');
  });

  it('reads own props with types, defaults, required and deprecation from JSDoc', () => {
    const byName = Object.fromEntries(fancy.props.map((p) => [p.name, p]));
    expect(Object.keys(byName)).toEqual(['label', 'slots', 'tone', 'variant']);
    expect(byName.variant).toMatchObject({
      type: "'text' | 'outlined' | 'contained'",
      default: "'text'",
      description: 'The variant to use.',
      required: false,
    });
    expect(byName.label.required).toBe(true);
    expect(byName.tone.deprecated).toBe('Use `variant` instead.');
    expect(byName.variant.deprecated).toBeUndefined();
  });

  it('names the component the other props come from, and the ref target', () => {
    expect(fancy.inherits).toEqual({ name: 'FancyBase', package: '@fixture/ui', count: 2 });
    expect(fancy.ref).toBe('HTMLButtonElement');
  });

  it('reads slots, classes with runtime global names, imports and the source link', () => {
    expect(fancy.slots).toEqual([
      {
        name: 'root',
        description: 'The element at the root.',
        default: "'button'",
        className: 'FxFancy-root',
      },
    ]);
    expect(fancy.classes).toEqual([
      {
        key: 'root',
        className: 'FxFancy-root',
        description: 'Styles applied to the root element.',
        isGlobal: false,
      },
      {
        key: 'disabled',
        className: 'Fx-disabled',
        description: 'State class applied when disabled.',
        isGlobal: true,
      },
    ]);
    expect(fancy.imports).toEqual({
      named: "import { Fancy } from '@fixture/ui';",
      default: "import Fancy from '@fixture/ui/Fancy';",
    });
    expect(fancy.description).toBe('A fancy fixture button.');
    expect(fancy.sourceUrl).toBe('https://github.com/example/ui/tree/v1.2.3/src/Fancy');
  });

  it('reads a hook parameters and return value', () => {
    const hook = entries.find((e) => e.name === 'useThing')!;
    expect(hook.props.map((p) => p.name)).toEqual(['disabled']);
    expect(hook.returnValue).toEqual([
      { name: 'active', type: 'boolean', description: 'True while pressed.', required: true },
    ]);
  });

  it('fails with the package and data file when a listed export does not exist', () => {
    expect(() => extractPackage(fixtureRoot, { ...config, only: ['Nope'] }, installed)).toThrow(
      'data/api-packages.ts: @fixture/ui exports no component named Nope',
    );
  });

  it('reads configured folders: exports named unlike their folder, and hooks only a subpath exports', () => {
    const withFolders = extractPackage(
      fixtureRoot,
      { ...config, folders: ['Motion', 'useMotion'] },
      installed,
    );
    expect(withFolders.map((e) => e.name)).toEqual([
      'Fancy',
      'FancyBase',
      'Popup',
      'Slide',
      'useMotionTrigger',
      'useThing',
    ]);
    const slide = withFolders.find((e) => e.name === 'Slide')!;
    expect(slide.props.map((p) => p.name)).toEqual(['in']);
    expect(slide.imports.named).toBe("import { Slide } from '@fixture/ui';");
    const trigger = withFolders.find((e) => e.name === 'useMotionTrigger')!;
    expect(trigger.imports.named).toBe("import { useMotionTrigger } from '@fixture/ui/useMotion';");
    expect(trigger.returnValue?.map((p) => p.name)).toEqual(['running']);
  });

  it("reads a configured folder's components declared in the file its index re-exports whole", () => {
    // useThing/index.d.ts names only './useThing'; ThingDialog is declared in that file.
    const withFolder = extractPackage(fixtureRoot, { ...config, folders: ['useThing'] }, installed);
    expect(withFolder.map((e) => e.name)).toEqual(['Fancy', 'FancyBase', 'Popup', 'ThingDialog', 'useThing']);
    const dialog = withFolder.find((e) => e.name === 'ThingDialog')!;
    expect(dialog.kind).toBe('component');
    expect(dialog.props.map((p) => [p.name, p.type, p.description])).toEqual([
      ['open', 'boolean', 'Whether the dialog is shown.'],
    ]);
    expect(dialog.imports.default).toBe("import { ThingDialog } from '@fixture/ui/useThing';");
    expect(dialog.sourceUrl).toBe('https://github.com/example/ui/tree/v1.2.3/src/useThing');
  });

  it('returns null for a package that is not installed', () => {
    expect(findInstalled(fixtureRoot, '@fixture/missing')).toBeNull();
  });
});
