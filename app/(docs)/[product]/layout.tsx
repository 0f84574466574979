import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { navFor } from '@data/nav';
import { findProduct, products } from '@data/products';
import { DocsShell } from '@/components/layout/docs-shell';

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
  return (
    <DocsShell segment={params.product} nav={navFor(params.product)}>
      {children}
    </DocsShell>
  );
}
