/**
 * Writes the demos of every page and post: one group of demo loaders per page (generated/page-demos/, loaded through
 * src/registry/demo-groups.ts), the standalone demo index and each demo's sources as JSON under
 * public/generated/demos/.
 */
import path from 'node:path';
import type { DemoRecord } from '@/model/demo-record';
import { removeStaleModules } from '../content/write-generated';
import { groupByPage, writeDemos } from '../demos/write-demos';
import { defineStep } from './prebuild-step';

export interface DemosOutput {
  /** Every demo, the pages' first and then the posts'. */
  demos: DemoRecord[];
}

export const demosStep = defineStep({
  name: 'demos',
  needs: ['content', 'blog'],
  async run({ content, blog }, { root }): Promise<DemosOutput> {
    const outDir = path.join(root, 'generated');
    const demos = [...content.demos, ...blog.demos];
    const demoModules = new Set([...groupByPage(demos).keys()].map((pageId) => `${pageId}.js`));
    await removeStaleModules(path.join(outDir, 'page-demos'), demoModules);
    await writeDemos(demos, outDir, path.join(root, 'public'));
    return { demos };
  },
});
