// Plain data; the prebuild checks it (src/model/blog-schema.ts).

export interface BlogAuthor {
  /** Kebab-case: what a post's frontmatter names. */
  id: string;
  name: string;
  role: string;
}

export interface BlogTag {
  /** Kebab-case: what a post's frontmatter names. */
  id: string;
  label: string;
  description: string;
}

/** Who signs blog posts: teams rather than people, since the posts are written by this site's maintainers. */
export const blogAuthors: BlogAuthor[] = [
  { id: 'docs-team', name: 'Docs team', role: 'Writes and maintains these docs' },
  { id: 'infra-team', name: 'Docs infrastructure team', role: 'Builds the site: pipeline, search, tooling' },
  { id: 'design-team', name: 'Design team', role: 'Branding theme and site chrome' },
];

/** The only tags a post may carry: a typo in frontmatter fails the build instead of making a new tag. */
export const blogTags: BlogTag[] = [
  { id: 'release', label: 'Releases', description: 'What changed in the versions this site documents.' },
  { id: 'guide', label: 'Guides', description: 'How-tos that go further than a single component page.' },
  { id: 'theming', label: 'Theming', description: 'Themes, CSS variables, color schemes and tokens.' },
  {
    id: 'accessibility',
    label: 'Accessibility',
    description: 'Reading direction, density, inclusive defaults.',
  },
  {
    id: 'docs',
    label: 'About the docs',
    description: 'How this site is made and how to get the most from it.',
  },
];
