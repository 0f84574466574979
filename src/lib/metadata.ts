import type { Metadata } from 'next';
import { siteConfig } from '@data/site';
import { canonicalUrlPath, getProductCategoryId, getProductId } from '@/modules/paths';
import { markdownPath, OG_IMAGE_SIZE, ogImagePath } from '@/modules/site-outputs';

/**
 * Title, description, canonical English URL, product meta tags, OpenGraph and Twitter cards for
 * any page. The card image is the PNG the prebuild draws for this route (public/og/), and the
 * Markdown twin is announced as an alternate representation.
 */
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
  const image = { url: ogImagePath(route), ...OG_IMAGE_SIZE, alt: title };
  return {
    title,
    description,
    alternates: {
      canonical: canonicalUrlPath(route),
      types: { 'text/markdown': markdownPath(route) },
    },
    openGraph: {
      title,
      description,
      url: canonicalUrlPath(route),
      siteName: siteConfig.name,
      type: 'website',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    other: { 'mui:productId': productId, 'mui:productCategoryId': getProductCategoryId(productId) },
  };
}
