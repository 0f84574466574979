/**
 * A Piscina worker that draws OpenGraph cards. Satori and resvg run on the thread that calls them,
 * so the prebuild spreads its thousands of cards over one such worker per core
 * (docs/decisions/0018-site-outputs-and-og-images.md).
 */
import { createOgRenderer, type OgCard, type OgRenderer } from './og-image';

let renderer: Promise<OgRenderer> | undefined;

export default async function drawCard({ root, card }: { root: string; card: OgCard }) {
  renderer ??= createOgRenderer(root);
  return (await renderer).render(card);
}
