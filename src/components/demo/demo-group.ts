/**
 * What a page's generated demo group (generated/page-demos/<page>.js) is made of, reached through
 * the registry's kit (src/registry/demo-group-kit.ts). The group passes a loader per demo for its
 * default styling, and its other stylings behind `variant` or `tailwindVariant` (demo-variants.ts);
 * `PageDemo` (components/demo/page-demo.client.tsx) asks it for one demo at a time, when that demo
 * nears the viewport (docs/decisions/0005-demo-loading.md, docs/decisions/0022-registry-of-generated-modules.md).
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { CodeStyling } from '@/modules/code-variant';
import { useDemoStyling } from './demo-styling-context';

type Demo = ComponentType;
type Wrapper = ComponentType<{ children: ReactNode }>;

export interface GroupDemo {
  /** The demo imports Joy UI: it renders inside `JoyDemoProvider`. */
  joy: boolean;
  /** Mounted when it nears the viewport (a data grid after a page's first few). */
  deferred?: boolean;
  /** The default styling's module: a chunk of its own. */
  load: () => Promise<{ default: Demo }>;
  /** Which styling `load` brings. */
  styling: CodeStyling;
  /** The other stylings, each loaded when a reader chooses it. */
  stylings: Partial<Record<CodeStyling, Demo>>;
}

export interface GroupOptions {
  /** Given by groups with Joy UI demos only: the Joy theme is their chunk's, no other's. */
  JoyDemoProvider?: Wrapper;
  /** Given by groups with deferred demos only. */
  NearViewport?: Wrapper;
  /**
   * Modules the group needs for what they do when they load (the MUI X license key, the Tailwind
   * stylesheet): naming them here is what keeps them in the group's chunk.
   */
  loaded?: readonly unknown[];
}

/** A page's demos, each loaded on request. */
export interface DemoGroup {
  /**
   * Loads one demo's code and gives the component that renders it in the reader's chosen styling
   * and in its wrappers. Fails with `No demo "<name>" on <route>` for a name the page lacks.
   */
  loadDemo(name: string): Promise<ComponentType>;
}

export function demoGroup(
  route: string,
  demos: Record<string, GroupDemo>,
  { JoyDemoProvider, NearViewport }: GroupOptions = {},
): DemoGroup {
  const loading = new Map<string, Promise<ComponentType>>();
  const render = (demo: GroupDemo, Default: Demo): ComponentType =>
    function PageDemo() {
      const styling = useDemoStyling();
      const element = createElement(styling === demo.styling ? Default : (demo.stylings[styling] ?? Default));
      if (demo.deferred && NearViewport) return createElement(NearViewport, null, element);
      return demo.joy && JoyDemoProvider ? createElement(JoyDemoProvider, null, element) : element;
    };
  return {
    loadDemo(name) {
      const demo = demos[name];
      if (!demo) return Promise.reject(new Error(`No demo "${name}" on ${route}`));
      let loaded = loading.get(name);
      if (!loaded) {
        loaded = demo.load().then((module) => render(demo, module.default));
        // A chunk that failed to load is asked for again next time.
        loaded.catch(() => loading.delete(name));
        loading.set(name, loaded);
      }
      return loaded;
    },
  };
}
