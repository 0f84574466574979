/** The metadata of a page with a route of its own; the prebuild checks it (src/model/app-pages-schema.ts). */
export interface AppPage {
  /** A site path: `/` or ending in a slash. */
  route: string;
  title: string;
  /** At most 300 characters. */
  description: string;
}

/**
 * Title and description of the pages served by their own routes (not content/ files): the route
 * reads its metadata here, and the build reads the same entry for the Markdown twin, llms.txt,
 * the sitemap and the OpenGraph image, so the two cannot drift.
 */
export const appPages: Record<'home' | 'core' | 'versions' | 'blog' | 'productionError', AppPage> = {
  home: {
    route: '/',
    title: 'MUI Docs: React component libraries',
    description: 'Documentation for Material UI, Joy UI, Base UI, MUI System, MUI X and Toolpad Core.',
  },
  core: {
    route: '/core/',
    title: 'MUI Core',
    description:
      'Material UI, Joy UI, Base UI and MUI System side by side: what each one is for, and the versions documented here.',
  },
  versions: {
    route: '/versions/',
    title: 'Versions',
    description: 'The library versions this site documents, and links to the docs of earlier majors.',
  },
  blog: {
    route: '/blog/',
    title: 'Blog',
    description: 'Release notes, guides and news about the MUI libraries and these docs.',
  },
  productionError: {
    route: '/production-error/',
    title: 'Production error',
    description: 'The full text of a minified error thrown by a production build of an MUI library.',
  },
};
