import { existsSync, readFileSync } from 'node:fs';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError } from '../content/content-error';
import type { ApiEntry } from '@/model/api-types';
import { apiSlug } from '@/model/api-slug';
import { excerptProps } from '@/modules/api/excerpt-props';

export interface RemarkApiExcerptsOptions {
  /** Where the API step wrote one JSON per page: `<dir>/<product>/<slug>.json`. */
  apiDir: string;
}

const attr = (node: MdxJsxFlowElement, name: string): string | undefined => {
  const found = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
};

/**
 * `<ApiExcerpt product="material-ui" component="Button" props="variant, size" />` shows those rows
 * of the component's generated props table (rendered by components/mdx/api-excerpt). Checked
 * here, at compile time, so a typo in a component or prop name fails the build at its line
 * instead of rendering an empty table.
 */
export function remarkApiExcerpts({ apiDir }: RemarkApiExcerptsOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name !== 'ApiExcerpt') return;
      const fail = (message: string): never => {
        throw new ContentError(
          path.relative(process.cwd(), file.path),
          node.position?.start.line ?? 1,
          message,
        );
      };
      const product = attr(node, 'product');
      const component = attr(node, 'component');
      if (!product || !component) fail('<ApiExcerpt> needs product="…" and component="…"');
      const jsonFile = path.join(apiDir, product!, `${apiSlug(component!)}.json`);
      if (!existsSync(jsonFile)) fail(`<ApiExcerpt>: no API page for ${component} in ${product}`);
      const entry = JSON.parse(readFileSync(jsonFile, 'utf8')) as ApiEntry;
      const wanted = excerptProps(attr(node, 'props'));
      if (wanted.length === 0) fail('<ApiExcerpt> needs props="a, b" (the rows to show)');
      const known = new Set(entry.props.map((prop) => prop.name));
      const unknown = wanted.filter((name) => !known.has(name));
      if (unknown.length > 0) fail(`<ApiExcerpt>: ${component} has no prop ${unknown.join(', ')}`);
    });
  };
}
