/** The gallery page; each template is served one level below it, at `<slug>/`. */
export const TEMPLATES_ROUTE = '/material-ui/getting-started/templates/';

export type SketchTone = 'surface' | 'primary' | 'text' | 'muted' | 'outline';

/** A rectangle of a template's preview sketch, in a 160 x 100 box: [x, y, width, height, tone]. */
export type SketchBlock = [x: number, y: number, width: number, height: number, tone: SketchTone];

/** One template; the prebuild checks the list (src/model/templates-schema.ts). */
export interface TemplateInfo {
  /** Kebab-case folder under app/(templates)/material-ui/getting-started/templates/. */
  slug: string;
  title: string;
  description: string;
  /** What the gallery draws as the preview: a wireframe of the page, no screenshot. */
  sketch: SketchBlock[];
}

export const templates: TemplateInfo[] = [
  {
    slug: 'marketing-page',
    title: 'Marketing page',
    description:
      'A product landing page: hero with a sign-up field, features, testimonials, pricing and FAQ.',
    sketch: [
      [0, 0, 160, 10, 'surface'],
      [8, 3, 20, 4, 'primary'],
      [40, 18, 80, 8, 'text'],
      [50, 30, 60, 4, 'muted'],
      [55, 38, 34, 7, 'outline'],
      [91, 38, 14, 7, 'primary'],
      [8, 54, 44, 38, 'outline'],
      [58, 54, 44, 38, 'outline'],
      [108, 54, 44, 38, 'outline'],
    ],
  },
  {
    slug: 'blog',
    title: 'Blog',
    description: 'A blog front page: a featured story, category filters, search and a grid of posts.',
    sketch: [
      [0, 0, 160, 10, 'surface'],
      [8, 16, 90, 8, 'text'],
      [8, 28, 14, 5, 'primary'],
      [24, 28, 14, 5, 'outline'],
      [40, 28, 14, 5, 'outline'],
      [8, 38, 144, 24, 'muted'],
      [8, 66, 68, 28, 'outline'],
      [84, 66, 68, 28, 'outline'],
    ],
  },
  {
    slug: 'checkout',
    title: 'Checkout',
    description:
      'A three-step checkout: shipping address, payment details and review, with an order summary.',
    sketch: [
      [0, 0, 56, 100, 'muted'],
      [8, 10, 40, 5, 'text'],
      [8, 22, 40, 4, 'outline'],
      [8, 30, 40, 4, 'outline'],
      [66, 10, 86, 4, 'primary'],
      [66, 24, 40, 8, 'outline'],
      [112, 24, 40, 8, 'outline'],
      [66, 38, 86, 8, 'outline'],
      [66, 52, 86, 8, 'outline'],
      [128, 84, 24, 8, 'primary'],
    ],
  },
  {
    slug: 'dashboard',
    title: 'Dashboard',
    description: 'An admin dashboard: a responsive side menu, figures, a chart of our own and recent orders.',
    sketch: [
      [0, 0, 36, 100, 'surface'],
      [6, 8, 24, 4, 'primary'],
      [6, 18, 22, 3, 'muted'],
      [6, 25, 22, 3, 'muted'],
      [6, 32, 22, 3, 'muted'],
      [44, 8, 34, 18, 'outline'],
      [82, 8, 34, 18, 'outline'],
      [120, 8, 34, 18, 'outline'],
      [44, 32, 110, 34, 'outline'],
      [44, 72, 110, 22, 'muted'],
    ],
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    description:
      'Plans side by side with a monthly or yearly switch, a comparison of features and questions.',
    sketch: [
      [0, 0, 160, 10, 'surface'],
      [50, 16, 60, 7, 'text'],
      [64, 27, 32, 6, 'outline'],
      [10, 40, 42, 54, 'outline'],
      [59, 36, 42, 58, 'primary'],
      [108, 40, 42, 54, 'outline'],
    ],
  },
  {
    slug: 'sign-in',
    title: 'Sign-in',
    description: 'A centred sign-in card: email, password, remember me, password reset and social buttons.',
    sketch: [
      [45, 10, 70, 82, 'outline'],
      [55, 18, 30, 6, 'text'],
      [55, 32, 50, 8, 'outline'],
      [55, 46, 50, 8, 'outline'],
      [55, 62, 50, 8, 'primary'],
      [55, 76, 50, 6, 'muted'],
    ],
  },
  {
    slug: 'sign-in-side',
    title: 'Sign-in side',
    description: 'Sign-in beside a column that sells the product; the column folds away on phones.',
    sketch: [
      [0, 0, 80, 100, 'muted'],
      [10, 24, 50, 6, 'text'],
      [10, 38, 56, 4, 'surface'],
      [10, 48, 56, 4, 'surface'],
      [90, 14, 62, 72, 'outline'],
      [98, 24, 30, 6, 'text'],
      [98, 38, 46, 8, 'outline'],
      [98, 52, 46, 8, 'outline'],
      [98, 68, 46, 8, 'primary'],
    ],
  },
  {
    slug: 'sign-up',
    title: 'Sign-up',
    description: 'Account creation with live password rules, confirmation and a newsletter opt-in.',
    sketch: [
      [45, 6, 70, 88, 'outline'],
      [55, 12, 30, 6, 'text'],
      [55, 24, 50, 7, 'outline'],
      [55, 35, 50, 7, 'outline'],
      [55, 46, 50, 7, 'outline'],
      [55, 57, 50, 10, 'muted'],
      [55, 72, 50, 8, 'primary'],
    ],
  },
  {
    slug: 'sticky-footer',
    title: 'Sticky footer',
    description: 'The smallest layout: content at the top, a footer that stays at the bottom of short pages.',
    sketch: [
      [12, 12, 90, 10, 'text'],
      [12, 28, 120, 4, 'muted'],
      [12, 36, 100, 4, 'muted'],
      [0, 84, 160, 16, 'surface'],
      [12, 90, 50, 4, 'primary'],
    ],
  },
];

export function templateBySlug(slug: string): TemplateInfo {
  const found = templates.find((t) => t.slug === slug);
  if (!found) throw new Error(`data/templates.ts: no template with slug "${slug}"`);
  return found;
}

export function templateRoute(slug: string): string {
  return `${TEMPLATES_ROUTE}${slug}/`;
}
