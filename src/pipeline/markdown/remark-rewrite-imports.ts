import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { existsSync } from 'node:fs';
import { ContentError } from '../content/content-error';

interface ImportNode {
  type: 'ImportDeclaration';
  source: { value: string; raw?: string };
}

const RESOLVABLE = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/**
 * The compiled page lives in generated/, far from its source, so relative imports (demos beside
 * the page) become `@content/...` aliases. A relative import that resolves to no file fails here,
 * with the page's file and line, instead of as a bundler error later.
 */
export function remarkRewriteImports({ contentRoot }: { contentRoot: string }) {
  return (tree: Root, file: VFile) => {
    const pageDir = path.dirname(file.path);
    visit(tree, 'mdxjsEsm', (node) => {
      const program = node.data?.estree as { body: Array<{ type: string }> } | undefined;
      for (const statement of program?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = (statement as unknown as ImportNode).source;
        if (!source.value.startsWith('.')) continue;
        const absolute = path.resolve(pageDir, source.value);
        const exists =
          existsSync(absolute) && path.extname(absolute) !== ''
            ? true
            : RESOLVABLE.some((ext) => existsSync(absolute + ext));
        if (!exists) {
          throw new ContentError(
            path.relative(process.cwd(), file.path),
            node.position?.start.line ?? 1,
            `cannot find demo or module "${source.value}"`,
          );
        }
        const aliased = `@content/${path.relative(contentRoot, absolute).split(path.sep).join('/')}`;
        source.value = aliased;
        source.raw = JSON.stringify(aliased);
      }
    });
  };
}
