import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AppBar } from '@/components/layout/app-bar.client';
import { Footer } from '@/components/layout/footer';
import { PostList, TagFilter } from '@/components/blog/post-list';
import { allPosts, blogMetadata, findTag, usedTags } from '@/lib/blog';
import { tagPageMeta } from '@/model/page-meta';
import home from '../../../home.module.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return usedTags().map((tag) => ({ tag: tag.id }));
}

export function generateMetadata({ params }: { params: { tag: string } }): Metadata {
  const tag = findTag(params.tag);
  return tag ? blogMetadata(tagPageMeta(tag)) : {};
}

export default function BlogTagPage({ params }: { params: { tag: string } }) {
  const tag = findTag(params.tag);
  if (!tag) notFound();
  return (
    <>
      <AppBar />
      <main id="main-content" tabIndex={-1} className={home.main}>
        <section className={home.hero}>
          <h1>{tagPageMeta(tag).title}</h1>
          <p>{tag.description}</p>
        </section>
        <TagFilter current={tag.id} />
        <PostList posts={allPosts().filter((post) => post.tags.includes(tag.id))} />
      </main>
      <Footer />
    </>
  );
}
