import '@/modules/zod-setup';
// zod/mini: these schemas run in the browser, where every kilobyte counts.
import { z } from 'zod/mini';
import { isHttpUrl } from './url';

export { isHttpUrl };

/** An ad as the block renders it, whether it is ours or the provider's. */
export const adSchema = z.object({
  name: z.string().check(z.minLength(1)),
  link: z.url(),
  /** 130x100 image; ours live under /static/ads/. */
  img: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  poweredby: z.string().check(z.minLength(1)),
});
export type Ad = z.infer<typeof adSchema>;

/**
 * One item of the provider's JSON list. The response is untrusted: every field is optional here and
 * an item only counts when `isUsableItem` says so; unknown fields are ignored.
 */
export const providerItemSchema = z.looseObject({
  statlink: z.optional(z.string()),
  statimp: z.optional(z.string()),
  image: z.optional(z.string()),
  company: z.optional(z.string()),
  description: z.optional(z.string()),
  pixel: z.optional(z.string()),
  timestamp: z.optional(z.union([z.string(), z.number()])),
});
export type ProviderItem = z.infer<typeof providerItemSchema>;

export const providerResponseSchema = z.object({ ads: z.array(z.unknown()) });

/** Usable = a non-empty object with a statlink that is an http(s) URL. */
export function isUsableItem(item: unknown): item is ProviderItem & { statlink: string } {
  const parsed = providerItemSchema.safeParse(item);
  if (!parsed.success || Object.keys(parsed.data).length === 0) return false;
  return isHttpUrl(parsed.data.statlink);
}

/** The first usable item of a response, or null when the body does not match the schema or has none. */
export function pickUsableItem(body: unknown): (ProviderItem & { statlink: string }) | null {
  const parsed = providerResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  for (const item of parsed.data.ads) {
    if (isUsableItem(item)) return providerItemSchema.parse(item) as ProviderItem & { statlink: string };
  }
  return null;
}
