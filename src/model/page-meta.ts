import type { BlogTag } from '@data/blog';
import type { Product } from '@data/products';
import type { ApiInterfaceSummary, ApiSummary } from '@/model/api-types';
import { apiIndexPath, apiPagePath, interfacePagePath } from '@/model/api-routes';

/**
 * Title, description and route of generated pages, shared by their routes (HTML metadata) and
 * the build's machine-readable outputs, so both always say the same.
 */
export interface PageMeta {
  route: string;
  title: string;
  description: string;
}

export const apiPageMeta = (
  entry: Pick<ApiSummary, 'name' | 'kind' | 'package' | 'segment' | 'slug'>,
): PageMeta => ({
  route: apiPagePath(entry.segment, entry.slug),
  title: `${entry.name} API`,
  description: `API reference docs for the ${entry.name} ${entry.kind} of ${entry.package}: props, slots, CSS classes.`,
});

export const interfacePageMeta = (
  item: Pick<ApiInterfaceSummary, 'name' | 'package' | 'segment' | 'group' | 'slug'>,
): PageMeta => ({
  route: interfacePagePath(item.segment, item.group, item.slug),
  title: `${item.name} API`,
  description: `API reference docs for the ${item.name} interface of ${item.package}: every member with its type, default and description.`,
});

export const apiIndexMeta = (product: Pick<Product, 'segment' | 'name'>): PageMeta => ({
  route: apiIndexPath(product.segment),
  title: `${product.name} API reference`,
  description: `Every ${product.name} component and hook with its props, slots, CSS classes and bundle cost.`,
});

export const tagPageMeta = (tag: BlogTag): PageMeta => ({
  route: `/blog/tags/${tag.id}/`,
  title: `Blog: ${tag.label}`,
  description: tag.description,
});

export const demoPageMeta = (demo: { id: string; title: string }): PageMeta => ({
  route: `/demos/${demo.id}/`,
  title: `${demo.title} demo`,
  description: `The "${demo.title}" demo on its own, in the reader's theme settings.`,
});
