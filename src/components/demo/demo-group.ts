/**
 * What a page's generated demo group (generated/page-demos/<page>.js) is made of, reached through
 * the registry's kit (src/registry/demo-group-kit.ts). The group passes its demos, each with its
 * default styling imported and its other stylings behind `variant` or `tailwindVariant`
 * (demo-variants.ts), and gets back the component `PageDemo` renders
 * (components/demo/page-demo.client.tsx). Only a page's own demos are generated
 * (docs/decisions/0005-demo-loading.md, docs/decisions/0022-registry-of-generated-modules.md).
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
  Default: Demo;
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

/** The page's demos as one component: `<Group name="basic-buttons" />` renders that demo. */
export function demoGroup(
  route: string,
  demos: Record<string, GroupDemo>,
  { JoyDemoProvider, NearViewport }: GroupOptions = {},
): ComponentType<{ name: string }> {
  return function PageDemo({ name }) {
    const styling = useDemoStyling();
    const demo = demos[name];
    if (!demo) throw new Error(`No demo "${name}" on ${route}`);
    const element = createElement(demo.stylings[styling] ?? demo.Default);
    if (demo.deferred && NearViewport) return createElement(NearViewport, null, element);
    return demo.joy && JoyDemoProvider ? createElement(JoyDemoProvider, null, element) : element;
  };
}
