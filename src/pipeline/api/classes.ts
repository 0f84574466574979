import ts from 'typescript';
import type { ApiCssClass } from '@/model/api-types';
import { readJsDoc } from './jsdoc';

/**
 * CSS classes of a component: keys and descriptions from its `*Classes` interface, global class
 * names from the package's own runtime `*Classes` object (never re-derived by string rules).
 */
export function readClasses(
  checker: ts.TypeChecker,
  classesType: ts.Type | undefined,
  runtime: Record<string, unknown> | undefined,
): ApiCssClass[] {
  if (!runtime) return [];
  const docs = new Map<string, string>();
  for (const symbol of classesType ? checker.getPropertiesOfType(classesType) : []) {
    docs.set(symbol.getName(), readJsDoc(symbol.declarations?.[0]).description);
  }
  const root = typeof runtime.root === 'string' ? runtime.root.replace(/-root$/, '-') : undefined;
  return Object.entries(runtime)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, className]) => ({
      key,
      className,
      description: docs.get(key) ?? '',
      isGlobal: root !== undefined && !className.startsWith(root),
    }));
}
