/**
 * Removes page and post modules nothing compiles to any more, publishes each page's fonts to
 * public/fonts/, and writes the page index (generated/pages.json).
 */
import path from 'node:path';
import { publishPageFonts } from '../content/publish-fonts';
import { removeStaleModules, writeGeneratedIndex } from '../content/write-generated';
import { defineStep } from './prebuild-step';

export const pageIndexStep = defineStep({
  name: 'page-index',
  needs: ['content', 'blog'],
  async run({ content, blog }, { root }) {
    const outDir = path.join(root, 'generated');
    const modules = (records: ReadonlyArray<{ moduleId: string }>) =>
      new Set(records.map((r) => `${r.moduleId}.js`));
    await removeStaleModules(path.join(outDir, 'content'), modules(content.records));
    await removeStaleModules(path.join(outDir, 'posts'), modules(blog.records));
    const fontCount = await publishPageFonts(
      root,
      content.pages.map((page) => ({ file: page.file, source: page.source, fonts: page.frontmatter.fonts })),
    );
    console.log(`page fonts: ${fontCount} stylesheets`);
    await writeGeneratedIndex(outDir, content.records);
  },
});
