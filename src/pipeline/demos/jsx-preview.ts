const MAX_PREVIEW_LINES = 16;

/**
 * The JSX a demo returns, when it is short enough to stand for the demo (mui.com's "preview"):
 * the last `return (` … `);` block of the file, dedented. Undefined when there is none or it is long.
 */
export function jsxPreview(source: string): string | undefined {
  const match = /\n(\s*)return \(\n([\s\S]*?)\n\1\);\n(?![\s\S]*\n\s*return \(\n)/.exec(source);
  if (!match) return undefined;
  const lines = match[2].split('\n');
  if (lines.length > MAX_PREVIEW_LINES) return undefined;
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return lines.map((line) => line.slice(indent)).join('\n');
}
