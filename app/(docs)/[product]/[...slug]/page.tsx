import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsPage } from '@/components/layout/docs-page';
import { mdxComponents } from '@/components/mdx/mdx-components';
import { findPage, pagesOf } from '@/lib/pages';
import { getPageData } from '@/lib/page-data';
import { pageMetadata } from '@/lib/metadata';
import { fontHref } from '@/modules/page-fonts';
import { askForDevPage, pagesOnDemand } from '@/lib/dev-pages';
import { DevPageCompiling } from '@/components/layout/dev-page-compiling';
import { pageContent } from '@/registry/pages';

type Params = { product: string; slug: string[] };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { product: string } }) {
  return pagesOf(params.product).map((page) => ({ slug: page.slug }));
}

export function generateMetadata({ params }: { params: Params }): Metadata {
  const page = findPage(params.product, params.slug);
  if (!page) return {};
  return pageMetadata({ title: page.title, description: page.description, route: page.route });
}

export default async function ContentPage({ params }: { params: Params }) {
  const page = findPage(params.product, params.slug);
  const load = page && pageContent(page.moduleId);
  if (page && !load && pagesOnDemand) {
    await askForDevPage(page.route);
    return <DevPageCompiling route={page.route} />;
  }
  if (!page || !load) notFound();
  const { default: Content } = await load();
  return (
    <>
      {/* Fonts only this page's demos need (frontmatter `fonts`); a stylesheet link is allowed in body. */}
      {page.fonts.map((spec) => (
        <link key={spec} rel="stylesheet" href={fontHref(spec)} />
      ))}
      <DocsPage data={getPageData(page)}>
        <Content components={mdxComponents} />
      </DocsPage>
    </>
  );
}
