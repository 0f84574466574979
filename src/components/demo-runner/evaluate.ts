import type { ComponentType } from 'react';
import { ENTRY, isRelative, type ModuleGraph } from '@/modules/demo-runner';

type Exports = Record<string, unknown>;

function injectStyle(file: string, css: string) {
  const style = document.createElement('style');
  style.dataset.demoFile = file;
  style.textContent = css;
  document.head.append(style);
}

/** Removes the style sheets a previous run injected (CSS variant demos import their own file). */
export function clearInjectedStyles() {
  for (const style of document.head.querySelectorAll('style[data-demo-file]')) style.remove();
}

/**
 * Evaluates the compiled demo as CommonJS modules. `new Function` is why this runs only in the
 * sandboxed runner document, whose policy (and only whose) allows 'unsafe-eval'.
 */
export function evaluateDemo(graph: ModuleGraph, packages: ReadonlyMap<string, unknown>): ComponentType {
  const cache = new Map<string, { exports: Exports }>();
  const load = (file: string): Exports => {
    const cached = cache.get(file);
    if (cached) return cached.exports;
    const record = { exports: {} as Exports };
    cache.set(file, record);
    const code = graph.compiled.get(file)!;
    if (file.endsWith('.css')) {
      injectStyle(file, code);
      return record.exports;
    }
    const require = (specifier: string) => {
      if (isRelative(specifier)) return load(graph.links.get(`${file}\0${specifier}`)!);
      const loaded = packages.get(specifier);
      if (loaded === undefined) throw new Error(`Module "${specifier}" was not loaded.`);
      return loaded;
    };
    new Function('require', 'module', 'exports', code)(require, record, record.exports);
    return record.exports;
  };
  const exported = load(ENTRY).default;
  if (typeof exported !== 'function' && (typeof exported !== 'object' || exported === null)) {
    throw new TypeError('The demo must export its component as the default export.');
  }
  return exported as ComponentType;
}
