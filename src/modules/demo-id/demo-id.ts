/**
 * A demo's id: its page's module id and its name (the id of its figure), joined by `--`. It names
 * the demo's code files and sits on its figure as `data-demo`.
 */
export function demoIdFor(page: string, name: string): string {
  return `${page}--${name}`;
}

/** The page of a demo id, given the demo's name; undefined when the id does not end with the name. */
export function demoPageOf(demoId: string, name: string): string | undefined {
  const suffix = `--${name}`;
  if (!name || !demoId.endsWith(suffix) || demoId.length === suffix.length) return undefined;
  return demoId.slice(0, -suffix.length);
}
