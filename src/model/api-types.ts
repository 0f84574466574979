/** The extracted API of one component or hook: what generated/api/<segment>/<slug>.json holds. */
export interface ApiProp {
  name: string;
  /** Printed TypeScript type, undefined removed from optional props. */
  type: string;
  /** From the `@default` JSDoc tag, verbatim. */
  default?: string;
  /** JSDoc description (inline markdown). */
  description: string;
  required: boolean;
  /** `@deprecated` text; an empty string when the tag has no text. */
  deprecated?: string;
  /** Interface members declared by a commercial package (the grid's `GridApi`). */
  plan?: 'pro' | 'premium';
}

export interface ApiSlot {
  name: string;
  description: string;
  default?: string;
  /** Global class name of the slot when the component has one, e.g. `MuiButton-startDecorator`. */
  className?: string;
}

export interface ApiCssClass {
  key: string;
  /** Global class name, read from the package's own `*Classes` object at build time. */
  className: string;
  description: string;
  /** State classes (`Mui-disabled`) apply across components. */
  isGlobal: boolean;
}

export interface BundleCost {
  minified: number;
  gzip: number;
}

export interface ApiEntry {
  kind: 'component' | 'hook';
  /** Export name, e.g. `Button`, `Unstable_Grid2`, `useButton`. */
  name: string;
  /** URL segment: kebab-case of the name without its `Unstable_` prefix. */
  slug: string;
  package: string;
  version: string;
  segment: string;
  description: string;
  imports: { named: string; default?: string };
  props: ApiProp[];
  /** Hooks only: the fields of the returned object. */
  returnValue?: ApiProp[];
  /** The component the remaining props spread to, e.g. ButtonBase for Button. */
  inherits?: { name: string; package: string; count: number };
  /** Native element the props not listed land on, e.g. `button`. */
  forwardsTo?: string;
  slots: ApiSlot[];
  classes: ApiCssClass[];
  /** DOM interface of the ref, e.g. `HTMLButtonElement`. */
  ref?: string;
  /** Declaration file inside the package, relative to its root, e.g. `Button/Button.d.ts`. */
  declarationFile: string;
  sourceUrl: string;
  bundle?: BundleCost;
}

export interface ApiPackageData {
  package: string;
  version: string;
  segment: string;
  extractorVersion: string;
  entries: ApiEntry[];
  /** Shared costs counted apart from each component (React, the styling engine). */
  shared: Record<string, BundleCost>;
  timings: { extractMs: number; bundleMs: number };
}

/** One documented interface (`GridColDef`): what generated/api-interfaces/<group>/<slug>.json holds. */
export interface ApiInterfaceEntry {
  kind: 'interface';
  name: string;
  slug: string;
  segment: string;
  /** URL group under the product's API: /x/api/<group>/<slug>/. */
  group: string;
  /** The package that declares it, and its installed version. */
  package: string;
  version: string;
  description: string;
  /** One import line per package that exports it, lightest first. */
  imports: string[];
  members: ApiProp[];
  /** Declaration file inside the declaring package, e.g. `models/colDef/gridColDef.d.ts`. */
  declarationFile: string;
  sourceUrl: string;
}

/** What the index and routes need of an entry, without its tables. */
export interface ApiSummary {
  name: string;
  slug: string;
  kind: ApiEntry['kind'];
  segment: string;
  package: string;
  version: string;
  description: string;
  propCount: number;
  bundle?: BundleCost;
}

/** What the index, nav and routes need of a documented interface. */
export interface ApiInterfaceSummary {
  name: string;
  slug: string;
  segment: string;
  group: string;
  package: string;
  description: string;
  memberCount: number;
}

export interface ApiIndex {
  entries: ApiSummary[];
  interfaces: ApiInterfaceSummary[];
  shared: Record<string, Record<string, BundleCost>>;
}
