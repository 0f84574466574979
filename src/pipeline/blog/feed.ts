import { FEED_PATH } from '@/modules/site-outputs/paths';

export interface FeedPost {
  title: string;
  description: string;
  /** `YYYY-MM-DD` */
  date: string;
  route: string;
  authors: string[];
  tags: string[];
}

export interface FeedChannel {
  origin: string;
  title: string;
  description: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** RFC 822 date (what RSS 2.0 asks for) of a `YYYY-MM-DD` day, at midnight UTC. */
export const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

/**
 * RSS 2.0 feed of the posts (newest first, as given), with an Atom self link as feed validators
 * recommend. Authors go in `dc:creator`: RSS's own `author` element wants an e-mail address.
 */
export function buildRssFeed(channel: FeedChannel, posts: readonly FeedPost[]): string {
  const url = (route: string) => new URL(route, channel.origin).href;
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url(post.route))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url(post.route))}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.description)}</description>`,
      ...post.authors.map((name) => `      <dc:creator>${escapeXml(name)}</dc:creator>`),
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  const newest = posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(url('/blog/'))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(url(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
