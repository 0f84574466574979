/** Crawlers, link previewers and headless tools: they get an empty span so ads are never indexed. */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|spider|crawling|slurp|googlebot|bingpreview|mediapartners|adsbot|facebookexternalhit|embedly|quora link preview|whatsapp|lighthouse|yandex|baiduspider|duckduckbot|applebot|semrush|ahrefs/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
