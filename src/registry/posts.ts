/**
 * The registry's entry for blog posts: the post route loads a post's compiled MDX through it, by the
 * `moduleId` of its record in generated/blog-posts.json. A webpack context over generated/posts/,
 * apart from the pages' (pages.ts), so neither route reaches the other's modules, and `npm run dev`,
 * which swaps the pages' entry, still serves the posts (docs/decisions/0022-registry-of-generated-modules.md).
 */
import type { ContentModule } from './pages';

export function postContent(moduleId: string): Promise<ContentModule> {
  return import(/* webpackMode: "lazy" */ `@generated/posts/${moduleId}.js`);
}
