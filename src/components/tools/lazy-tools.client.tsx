'use client';
import dynamic from 'next/dynamic';

/*
 * The tool components behind next/dynamic, the way generated demo wrappers load demos. Without
 * this boundary (imported through mdxComponents) webpack put them in the content route's shared chunk, so every content page
 * downloaded the icon search and the playgrounds (measured: they sat in the 28 KB chunk, shared
 * with the demo block, that /material-ui/react-switch/ loads). Each is now its own async chunk, server-rendered and
 * fetched only by the page that renders it.
 */
export const DensityPlayground = dynamic(() =>
  import('./density-playground.client').then((m) => m.DensityPlayground),
);
export const ColorPlayground = dynamic(() =>
  import('./color-playground.client').then((m) => m.ColorPlayground),
);
export const PaletteShades = dynamic(() => import('./palette-shades.client').then((m) => m.PaletteShades));
export const IconSearch = dynamic(() => import('./icon-search.client').then((m) => m.IconSearch));
export const DocsColorsPlayground = dynamic(() =>
  import('./docs-colors-playground.client').then((m) => m.DocsColorsPlayground),
);
