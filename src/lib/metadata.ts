import type { Metadata } from 'next';
import { siteConfig } from '@data/site';
import { canonicalUrlPath, getProductCategoryId, getProductId } from '@/modules/paths';

/** Title, description, canonical English URL and product meta tags for any page. */
export function pageMetadata({
  title,
  description,
  route,
}: {
  title: string;
  description: string;
  route: string;
}): Metadata {
  const productId = getProductId(route);
  return {
    title,
    description,
    alternates: { canonical: canonicalUrlPath(route) },
    openGraph: {
      title,
      description,
      url: canonicalUrlPath(route),
      siteName: siteConfig.name,
      type: 'website',
    },
    other: { 'mui:productId': productId, 'mui:productCategoryId': getProductCategoryId(productId) },
  };
}
