/**
 * The registry's entry for demo groups: `PageDemo` (components/demo/page-demo.client.tsx) loads a
 * page's demos through it, by the page's module id. Each group, generated/page-demos/<page>.js, is
 * one small async chunk of loaders, one per demo (docs/decisions/0005-demo-loading.md); this module is a webpack context over that
 * folder, so the page → chunk map is webpack's own and the prebuild writes no `import()` for it
 * (docs/decisions/0022-registry-of-generated-modules.md). `PageDemo` loads this module as a chunk of
 * its own: pages without demos never carry the map.
 *
 * `npm run dev` swaps this module for generated/dev-registry/demo-groups.ts (next.config.mjs, matched
 * by the specifier `@/registry/demo-groups`), which holds only the pages opened in this session.
 */
import type { DemoGroup } from '@/components/demo/demo-group';

export type { DemoGroup };

/** The page's demo group; fails with `No demos for page "<id>"` for a page that has none. */
export function loadDemoGroup(pageId: string): Promise<DemoGroup> {
  return import(/* webpackMode: "lazy" */ `@generated/page-demos/${pageId}.js`).then(
    (module: { default: DemoGroup }) => module.default,
    (error: Error & { code?: string }) => {
      // webpack's context answers MODULE_NOT_FOUND for a name it does not hold; a chunk that fails
      // to load is another error, passed on as it is.
      throw error.code === 'MODULE_NOT_FOUND' ? new Error(`No demos for page "${pageId}"`) : error;
    },
  );
}
