import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findProduct } from '@data/products';
import { InterfacePage } from '@/components/api-page/interface-page';
import { apiInterfacesOf, loadApiInterface } from '@/lib/api-pages';
import { pageMetadata } from '@/lib/metadata';
import { interfacePageMeta } from '@/model/page-meta';
import layout from '@/components/layout/docs-page.module.css';

/** `component` is the URL group here (`data-grid`), as in mui.com's `/x/api/data-grid/grid-col-def/`. */
type Params = { product: string; component: string; member: string };

export const dynamicParams = false;

// [component] has no layout, so its page's params do not reach this route: both come from here.
export function generateStaticParams({ params }: { params: { product: string } }) {
  return apiInterfacesOf(params.product).map((item) => ({ component: item.group, member: item.slug }));
}

export function generateMetadata({ params }: { params: Params }): Metadata {
  const item = apiInterfacesOf(params.product, params.component).find((i) => i.slug === params.member);
  return item ? pageMetadata(interfacePageMeta(item)) : {};
}

export default function InterfaceReferencePage({ params }: { params: Params }) {
  const item = loadApiInterface(params.product, params.component, params.member);
  const product = findProduct(params.product);
  if (!item || !product) notFound();
  return (
    <div className={layout.page} data-layout="wide">
      <article className={`${layout.article} markdown-body`}>
        <InterfacePage item={item} product={product} />
      </article>
    </div>
  );
}
