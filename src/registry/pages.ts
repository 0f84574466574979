/**
 * The registry's entry for pages: the docs route loads a page's compiled MDX through it, by the
 * `moduleId` of its record in generated/pages.json. The prebuild writes data only (the records and
 * the modules themselves); the import is webpack's dynamic-expression `import()`, a context over
 * generated/content/ that gives each page a server chunk of its own, as a written-out map of
 * `import()`s did (docs/decisions/0022-registry-of-generated-modules.md). Server code only: nothing
 * of it reaches the browser.
 *
 * `npm run dev` swaps this module for generated/dev-registry/pages.ts (next.config.mjs, matched by
 * the specifier `@/registry/pages`), which holds only the pages opened in this session and answers
 * `undefined` for the others (docs/decisions/0019-author-hot-reload.md).
 */
import type { ComponentType } from 'react';

/** A compiled page or post: its MDX as a component that takes the MDX components. */
export type ContentModule = { default: ComponentType<{ components?: Record<string, unknown> }> };

/** The loader of a page's compiled MDX, or `undefined` when this build cannot load it. */
export function pageContent(moduleId: string): (() => Promise<ContentModule>) | undefined {
  return () => import(/* webpackMode: "lazy" */ `@generated/content/${moduleId}.js`);
}
