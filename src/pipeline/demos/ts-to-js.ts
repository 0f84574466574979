import { format } from 'prettier';
import { transform } from 'sucrase';
import { memoizeAsync } from './memo';

/**
 * The JavaScript twin of a TypeScript demo: types stripped by sucrase (which keeps the author's
 * line layout and comments), then formatted with the site's Prettier settings.
 */
async function transpile(source: string, fileName: string): Promise<string> {
  const { code } = transform(source, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
    filePath: fileName,
  });
  // Type-only imports leave empty lines behind; Prettier collapses them.
  return format(code, { parser: 'babel', singleQuote: true, printWidth: 85, trailingComma: 'all' });
}

/** Each demo's twin is needed twice per build (its file, its payload), and again on every dev recompile. */
export const tsToJs = memoizeAsync(transpile, (source, fileName) => `${fileName}\0${source}`, 5000);
