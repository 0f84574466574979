import 'server-only';
import { findProduct } from '@data/products';
import { navFor } from '@data/nav';
import { siteConfig } from '@data/site';
import { findPrevNext, findTrail } from '@/modules/nav';
import { getProductCategoryId, getProductId } from '@/modules/paths';
import type { PageRecord } from '@/model/page-record';

/** Everything derived about one page, computed in one place; components only read it. */
export function getPageData(page: PageRecord) {
  const product = findProduct(page.segment);
  if (!product) throw new Error(`${page.file}: no product is configured for "${page.segment}"`);
  const nav = navFor(page.segment);
  const productId = getProductId(page.route);
  return {
    page,
    product,
    productId,
    categoryId: getProductCategoryId(productId),
    trail: findTrail(nav, page.route),
    ...findPrevNext(nav, page.route),
    editUrl: `${siteConfig.repository}/edit/${siteConfig.branch}/${page.file}`,
  };
}

export type PageData = ReturnType<typeof getPageData>;
