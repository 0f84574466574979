import { Parser } from 'acorn';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { previewProps } from '@/modules/code-variant/preview-props';
import { demoIdFor } from '@/modules/demo-id';
import { ContentError } from '../content/content-error';
import { moduleIdFor } from '../content/page-record';
import { buildVariant } from '../demos/build-variant';
import { jsTwinProblem, WRITE_TWINS_HINT } from '../demos/js-twin';
import type { DemoRecord } from '@/model/demo-record';
import { resolveDemo } from '../demos/resolve-demo';

export interface RemarkDemosOptions {
  /** Installed versions of every package a demo may import. */
  versions: Record<string, string>;
  contentRoot: string;
}

const attr = (node: MdxJsxFlowElement, name: string): string | undefined => {
  const found = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
};

const stringAttr = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/**
 * `<Demo name="basic-buttons" title="Basic buttons" />` becomes a live demo: the component is
 * imported through a generated client wrapper, the viewer gets the preview markup, and the full
 * source of every variant is recorded for the prebuild to publish as lazily fetched JSON.
 */
export function remarkDemos({ versions, contentRoot }: RemarkDemosOptions) {
  return async (tree: Root, file: VFile) => {
    const relFile = path.relative(process.cwd(), file.path);
    const pageDir = path.dirname(file.path);
    const route = `/${path.relative(contentRoot, pageDir).split(path.sep).join('/')}/`;
    const found: MdxJsxFlowElement[] = [];
    visit(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name === 'Demo') found.push(node);
    });
    const demos: DemoRecord[] = [];
    const imports: string[] = [];
    for (const node of found) {
      const line = node.position?.start.line ?? 1;
      const name = attr(node, 'name');
      if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
        throw new ContentError(relFile, line, '<Demo> needs a kebab-case name="..." attribute');
      }
      const sources = resolveDemo(pageDir, name);
      if (!sources) {
        throw new ContentError(
          relFile,
          line,
          `unknown demo "${name}": expected demos/${name}.tsx or demos/${name}/system.tsx`,
        );
      }
      if (demos.some((d) => d.name === name))
        throw new ContentError(relFile, line, `demo "${name}" is used twice on this page`);
      const id = demoIdFor(moduleIdFor(route), name);
      const variants: DemoRecord['variants'] = [];
      let preview: { TS?: string; JS?: string } = {};
      for (const source of sources) {
        try {
          const built = await buildVariant(source, versions);
          const twinProblem = jsTwinProblem(source.file, built.payload.JS.code);
          if (twinProblem) throw new Error(`${twinProblem}: ${WRITE_TWINS_HINT}`);
          if (variants.length === 0) preview = built.preview;
          // With the extension: the committed JavaScript twin beside it must not be bundled instead.
          const importPath = `@content/${path.relative(contentRoot, source.file).split(path.sep).join('/')}`;
          variants.push({ styling: source.styling, importPath, payload: built.payload });
        } catch (error) {
          throw new ContentError(
            relFile,
            line,
            `demo "${name}" (${path.relative(process.cwd(), source.file)}): ${(error as Error).message}`,
          );
        }
      }
      const title = attr(node, 'title') ?? name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
      demos.push({ id, name, title, route, variants });
      // One client component renders any demo by page and name (write-demos.ts).
      if (imports.length === 0)
        imports.push("import { PageDemo } from '@/components/demo/page-demo.client';");
      node.name = 'DemoBlock';
      node.attributes = [
        stringAttr('demoId', id),
        stringAttr('name', name),
        stringAttr('title', title),
        stringAttr('stylings', variants.map((v) => v.styling).join(',')),
        // Each variant's file in the repository, in the same order: the toolbar links to it.
        stringAttr(
          'sources',
          sources
            .map((source) => path.relative(process.cwd(), source.file).split(path.sep).join('/'))
            .join(','),
        ),
        // An equal JS preview is sent as a reference to the TS one (preview-props.ts).
        ...Object.entries(previewProps(preview)).map(([prop, value]) => stringAttr(prop, value)),
        // `<Demo iframe />`: the demo renders in an iframe of its own (demo-frame.client.tsx).
        ...(node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'iframe')
          ? [stringAttr('iframe', 'true')]
          : []),
        // Plain default-variant source for readers without JavaScript (rendered inside <noscript>):
        // unhighlighted, so it costs the page only the source's own bytes.
        stringAttr('sourceTs', variants[0].payload.TS.code),
      ];
      node.children = [
        {
          type: 'mdxJsxFlowElement',
          name: 'PageDemo',
          attributes: [stringAttr('page', moduleIdFor(route)), stringAttr('name', name)],
          children: [],
        },
      ];
    }
    file.data.demos = demos;
    if (imports.length > 0) {
      const value = imports.join('\n');
      const estree = Parser.parse(value, { ecmaVersion: 'latest', sourceType: 'module' });
      tree.children.unshift({ type: 'mdxjsEsm', value, data: { estree: estree as never } });
    }
  };
}
