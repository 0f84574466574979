/** Fills `{name}` placeholders of an interface string. Unknown placeholders stay visible. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** `12345` -> `12.1 kB` (1 kB = 1024 bytes, as bundle analyzers print it). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`formatBytes: not a byte count: ${bytes}`);
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}

export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

/**
 * JSDoc descriptions use a little markdown: `code` and [text](url). Anything else stays text, so a
 * description can never inject markup.
 */
export function tokenizeInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) tokens.push({ kind: 'text', text: source.slice(last, match.index) });
    if (match[1] !== undefined) tokens.push({ kind: 'code', text: match[1] });
    else tokens.push({ kind: 'link', text: match[2], href: match[3] });
    last = match.index + match[0].length;
  }
  if (last < source.length) tokens.push({ kind: 'text', text: source.slice(last) });
  return tokens;
}

/** True when a prop matches the filter box: by name, then by description. */
export function matchesFilter(query: string, name: string, description: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return name.toLowerCase().includes(q) || description.toLowerCase().includes(q);
}

export const API_VIEW_KEY = 'mui-api-view';
export type ApiView = 'table' | 'list';

export function parseView(value: string | null): ApiView | null {
  return value === 'table' || value === 'list' ? value : null;
}
