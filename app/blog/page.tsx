import { appPages } from '@data/app-pages';
import { AppBar } from '@/components/layout/app-bar.client';
import { Footer } from '@/components/layout/footer';
import { PostList, TagFilter } from '@/components/blog/post-list';
import { allPosts, blogMetadata } from '@/lib/blog';
import { FEED_PATH } from '@/modules/site-outputs/paths';
import home from '../home.module.css';

export const metadata = blogMetadata(appPages.blog);

export default function BlogIndexPage() {
  return (
    <>
      <AppBar />
      <main id="main-content" tabIndex={-1} className={home.main}>
        <section className={home.hero}>
          <h1>Blog</h1>
          <p>
            {appPages.blog.description} Follow it with the <a href={FEED_PATH}>RSS feed</a>.
          </p>
        </section>
        <TagFilter />
        <PostList posts={allPosts()} />
      </main>
      <Footer />
    </>
  );
}
