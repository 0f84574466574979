/**
 * Everything a generated demo group (generated/page-demos/<page>.js) imports besides its own demos:
 * the group is its demos' imports and one call to `demoGroup` (docs/decisions/0022-registry-of-generated-modules.md).
 * The demo loaders stay generated: one `import()` per demo is what makes each demo a chunk of its
 * own (docs/decisions/0005-demo-loading.md).
 *
 * Re-exports only, and marked free of side effects in next.config.mjs (a webpack rule): a group's
 * import of a name then reaches that name's module alone. The Joy theme is in the chunks of pages
 * with Joy UI demos only, and the MUI X key in those of pages with Pro or Premium demos only.
 * Nothing may be defined here: a module of its own would make every group load all of them.
 */
export { demoGroup } from '@/components/demo/demo-group';
export { tailwindVariant, variant } from '@/components/demo/demo-variants';
export { default as JoyDemoProvider } from '@/components/demo/joy-demo-provider.client';
export { default as NearViewport } from '@/components/demo/near-viewport.client';
export { tailwindScope } from '@/components/demo/tailwind-scope';
export { xLicense } from '@generated/x-license';
