/** `props="variant, size"` of an `<ApiExcerpt>` -> `['variant', 'size']` (shared by the check and the component). */
export const excerptProps = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
