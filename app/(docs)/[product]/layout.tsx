import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { navFor } from '@data/nav';
import { findProduct, products } from '@data/products';
import { DocsShell } from '@/components/layout/docs-shell';
import { apiEntriesOf, apiInterfacesOf } from '@/lib/api-pages';
import { withApiPages } from '@/modules/nav';
import { apiIndexPath, apiPagePath, interfacePagePath } from '@/model/api-routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ product: product.segment }));
}

export default function ProductLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: { product: string };
}) {
  if (!findProduct(params.product)) notFound();
  // The API pages join the nav's API reference group; the side nav lists them on API pages only.
  const nav = withApiPages(navFor(params.product), apiIndexPath(params.product), [
    ...apiEntriesOf(params.product).map((entry) => ({
      pathname: apiPagePath(entry.segment, entry.slug),
      title: entry.name,
    })),
    ...apiInterfacesOf(params.product).map((item) => ({
      pathname: interfacePagePath(item.segment, item.group, item.slug),
      title: item.name,
    })),
  ]);
  return (
    <DocsShell segment={params.product} nav={nav}>
      {children}
    </DocsShell>
  );
}
