import { createHighlighter, type Highlighter } from 'shiki';

export const CODE_THEMES = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const;
const LANGS = ['tsx', 'jsx', 'ts', 'js', 'css', 'bash', 'json', 'html', 'diff'] as const;

let highlighter: Promise<Highlighter> | undefined;

/** One Shiki instance for the whole build, with only the languages the docs use. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...LANGS] });
  return highlighter;
}

/** Both themes are emitted; CSS picks one per mode. */
export async function highlight(code: string, lang: string): Promise<string> {
  const instance = await getHighlighter();
  return instance.codeToHtml(code, {
    lang: (LANGS as readonly string[]).includes(lang) ? lang : 'text',
    themes: CODE_THEMES,
    defaultColor: 'light',
  });
}
