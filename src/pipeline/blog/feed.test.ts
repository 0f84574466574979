import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildRssFeed, type FeedPost } from './feed';

const posts: FeedPost[] = [
  {
    title: 'Tips & <tricks> for "themes"',
    description: "It's <b>bold</b> & brave",
    date: '2026-11-20',
    route: '/blog/tips/',
    authors: ['Docs team', 'Design team'],
    tags: ['Theming', 'Guides'],
  },
  {
    title: 'Second',
    description: 'Two',
    date: '2026-02-28',
    route: '/blog/second/',
    authors: ['Docs team'],
    tags: ['Releases'],
  },
];
const channel = { origin: 'https://docs.example.com', title: 'Blog & news', description: 'Posts' };

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['item', 'dc:creator', 'category'].includes(name),
  });
  return parser.parse(xml);
}

describe('buildRssFeed', () => {
  it('is well-formed XML with the elements RSS 2.0 requires', () => {
    const { rss } = parse(buildRssFeed(channel, posts));
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel).toMatchObject({
      title: 'Blog & news',
      link: 'https://docs.example.com/blog/',
      description: 'Posts',
    });
    expect(rss.channel['atom:link']).toMatchObject({
      '@_href': 'https://docs.example.com/blog/feed.xml',
      '@_rel': 'self',
    });
    expect(rss.channel.item).toHaveLength(2);
  });

  it('escapes text and keeps every item complete', () => {
    const { rss } = parse(buildRssFeed(channel, posts));
    const [first, second] = rss.channel.item;
    expect(first.title).toBe('Tips & <tricks> for "themes"');
    expect(first.description).toBe("It's <b>bold</b> & brave");
    expect(first.link).toBe('https://docs.example.com/blog/tips/');
    expect(first.guid['#text']).toBe(first.link);
    expect(first['dc:creator']).toEqual(['Docs team', 'Design team']);
    expect(first.category).toEqual(['Theming', 'Guides']);
    expect(new Date(first.pubDate).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(new Date(rss.channel.lastBuildDate).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(second.pubDate).toBe('Sat, 28 Feb 2026 00:00:00 GMT');
  });

  it('builds a valid empty feed', () => {
    expect(parse(buildRssFeed(channel, [])).rss.channel.item).toBeUndefined();
  });
});
