/** One core library; the prebuild checks the list (src/model/core-schema.ts). */
export interface CoreLibrary {
  /** Product segment in data/products.ts: name, description and docs home come from there. */
  segment: string;
  /** An @mui/ package. */
  package: string;
  /** What to choose it for, in one sentence. */
  chooseWhen: string;
  /** Two to four. */
  highlights: string[];
}

/** The four core libraries, in the order the /core/ page shows them. Versions come from node_modules. */
export const coreLibraries: CoreLibrary[] = [
  {
    segment: 'material-ui',
    package: '@mui/material',
    chooseWhen: 'You want a complete set of components that follow Material Design out of the box.',
    highlights: [
      'Dozens of components, from Button to Autocomplete',
      'Themes with light and dark color schemes as CSS variables',
      'Emotion styling with the sx prop and styled()',
    ],
  },
  {
    segment: 'joy-ui',
    package: '@mui/joy',
    chooseWhen: 'You want ready-made components with a look of their own rather than Material Design.',
    highlights: [
      'Global variants: solid, soft, outlined and plain',
      'CSS variables first, with light and dark built in',
      'In beta: the API may still change',
    ],
  },
  {
    segment: 'base-ui',
    package: '@mui/base',
    chooseWhen: 'You bring your own design system and need accessible behaviour without any styles.',
    highlights: [
      'Unstyled components and the hooks beneath them',
      'Style with plain CSS, CSS modules or Tailwind CSS',
      'Slots let you replace any inner element',
    ],
  },
  {
    segment: 'system',
    package: '@mui/system',
    chooseWhen: 'You build custom components and want theme-aware styling utilities.',
    highlights: [
      'The sx prop with theme-aware shorthands',
      'Box, Container, Grid and Stack layout primitives',
      'Breakpoints and container queries from the theme',
    ],
  },
];
