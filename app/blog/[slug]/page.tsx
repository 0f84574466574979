import type { Metadata } from 'next';
import { SiteLink } from '@/components/link/site-link.client';
import { notFound } from 'next/navigation';
import { AppBar } from '@/components/layout/app-bar.client';
import { Footer } from '@/components/layout/footer';
import { PostMeta } from '@/components/blog/post-meta';
import styles from '@/components/blog/blog.module.css';
import { blogMdxComponents } from '@/components/blog/blog-mdx-components';
import { allPosts, blogMetadata, findPost } from '@/lib/blog';
import { postContent } from '@/registry/posts';
import home from '../../home.module.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return allPosts().map((post) => ({ slug: post.slug }));
}

export function generateMetadata({ params }: { params: { slug: string } }): Metadata {
  const post = findPost(params.slug);
  return post ? blogMetadata(post) : {};
}

export default async function BlogPostPage({ params }: { params: { slug: string } }) {
  const post = findPost(params.slug);
  if (!post) notFound();
  const { default: Content } = await postContent(post.moduleId);
  return (
    <>
      <AppBar />
      <main id="main-content" tabIndex={-1} className={home.main}>
        <article className={`${styles.article} markdown-body`}>
          <p>
            <SiteLink href="/blog/">Blog</SiteLink>
          </p>
          <Content components={blogMdxComponents} />
          <PostMeta post={post} />
        </article>
      </main>
      <Footer />
    </>
  );
}
