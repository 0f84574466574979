import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { demoRegistry } from '@generated/demo-registry';
import { pageMetadata } from '@/lib/metadata';
import { findPageByRoute } from '@/lib/pages';
import { demoPageMeta } from '@/model/page-meta';
import { DemoStandalone } from '@/components/demo/demo-standalone.client';
import { PageDemo } from '@/components/demo/page-demo.client';
import type { CodeStyling } from '@/modules/code-variant';

type DemoEntry = (typeof demoRegistry)[keyof typeof demoRegistry];
const registry = demoRegistry as Record<string, DemoEntry>;

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(registry).map((demoId) => ({ demoId }));
}

export function generateMetadata({ params }: { params: { demoId: string } }): Metadata {
  const demo = registry[params.demoId];
  if (!demo) return { robots: { index: false } };
  // Standalone demos stay out of search results (and the sitemap); their cards and twins still exist.
  return {
    ...pageMetadata(demoPageMeta({ id: params.demoId, title: demo.title })),
    robots: { index: false },
  };
}

/** One demo alone in the page ("open in a new window"), in the reader's settings. */
export default function DemoPage({ params }: { params: { demoId: string } }) {
  const demo = registry[params.demoId];
  if (!demo) notFound();
  const hostTitle = findPageByRoute(demo.route)?.title ?? demo.title;
  // The outline the demo has on its page (page title, then the demo's section), so the demo's own
  // headings, written to sit under a section, keep their levels here too.
  return (
    <main id="main-content">
      <h1 className="visually-hidden">{hostTitle}</h1>
      <h2 className="visually-hidden">{demo.title}</h2>
      <DemoStandalone stylings={demo.stylings as CodeStyling[]}>
        <PageDemo page={demo.page} name={demo.name} />
      </DemoStandalone>
    </main>
  );
}
