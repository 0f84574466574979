export const CATEGORIES = ['Engineering', 'Product', 'Design', 'Company'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Post {
  slug: string;
  title: string;
  category: Category;
  date: string;
  author: string;
  excerpt: string;
  body: string[];
}

export const POSTS: Post[] = [
  {
    slug: 'quiet-dashboards',
    title: 'Designing dashboards that stay quiet',
    category: 'Design',
    date: '2026-11-18',
    author: 'Chloé Martin',
    excerpt: 'Most numbers on a dashboard are fine most of the time. We redesigned ours to say so.',
    body: [
      'A dashboard that shouts about every figure trains people to ignore it. We counted how often our users acted on each card and removed the ones nobody touched in a month.',
      'What stayed got a calmer treatment: neutral colours by default, and colour only when a figure leaves its usual range.',
    ],
  },
  {
    slug: 'sync-engine',
    title: 'How our sync engine handles a flaky train connection',
    category: 'Engineering',
    date: '2026-11-12',
    author: 'Kenji Watanabe',
    excerpt: 'Edits made offline should never be lost. Here is the queue that makes sure of it.',
    body: [
      'Every change is written to a local queue before it is sent. The queue survives reloads, and each entry carries the version it was based on.',
      'When the connection returns, the server merges what it can and asks the user only about true conflicts, which turned out to be rare.',
    ],
  },
  {
    slug: 'shared-views',
    title: 'Shared views are here',
    category: 'Product',
    date: '2026-11-05',
    author: 'Amara Okafor',
    excerpt: 'Save a filtered view once and everyone on the team sees the same thing.',
    body: [
      'Filters, sort order and visible columns can now be saved as a named view and shared with a link.',
      'Views update live: change the filter and teammates see the new result without reloading.',
    ],
  },
  {
    slug: 'four-day-week',
    title: 'A year of four-day weeks',
    category: 'Company',
    date: '2026-10-29',
    author: 'Priya Raman',
    excerpt: 'We tried it for a quarter and kept it for a year. What changed, and what did not.',
    body: [
      'Meetings shrank first: with one day fewer, nobody wanted to spend it in a call that could have been a note.',
      'Shipping speed stayed the same, and the number of people leaving went down.',
    ],
  },
  {
    slug: 'type-scale',
    title: 'Picking a type scale for small screens first',
    category: 'Design',
    date: '2026-10-21',
    author: 'Chloé Martin',
    excerpt: 'Headings that look right on a phone rarely need to grow as much as you think.',
    body: [
      'We start every layout at 375 pixels wide and let headings grow by at most a third on a desktop.',
      'The result reads better on both, and long titles no longer wrap into four lines.',
    ],
  },
  {
    slug: 'fewer-dependencies',
    title: 'We removed half our dependencies',
    category: 'Engineering',
    date: '2026-10-14',
    author: 'Lukas Berger',
    excerpt: 'Smaller bundles, faster installs, and fewer surprise security notices.',
    body: [
      'We listed every package and asked one question: would we write this ourselves in a day? Where the answer was yes, we did.',
      'Install time went from two minutes to forty seconds, and the first page load lost a fifth of its weight.',
    ],
  },
];
