/** True for an absolute http(s) URL. Kept apart from the schemas so the ad block can use it without zod. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
