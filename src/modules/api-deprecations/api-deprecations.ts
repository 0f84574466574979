/** The parts of an extracted API entry this module reads (see src/model/api-types.ts). */
export interface DeprecationSource {
  name: string;
  slug: string;
  props: ReadonlyArray<{ name: string; deprecated?: string }>;
}

export interface Deprecation {
  component: string;
  slug: string;
  prop: string;
  /** The JSDoc advice without the pointer back to a migration page (the reader is on it). */
  advice: string;
  /** The tag says the prop goes away in the next major version. */
  removedInV7: boolean;
}

// Pointers back to the upstream migration page: the page that renders this table is that page.
const POINTERS = [
  /\s*See \[Migrating from deprecated APIs\]\([^)]*\) for more details\.?/g,
  /\s*\[How to migrate\]\([^)]*\)\.?/g,
];
const REMOVED_IN_V7 = /\s*This prop will be removed in v7\./;

export function cleanAdvice(text: string): { advice: string; removedInV7: boolean } {
  let advice = text;
  for (const pointer of POINTERS) advice = advice.replace(pointer, '');
  const removedInV7 = REMOVED_IN_V7.test(advice);
  advice = advice.replace(REMOVED_IN_V7, '').trim();
  // Some tags start lower-case ("use the `slots` prop instead"): they read as sentences here.
  if (advice) advice = advice[0].toUpperCase() + advice.slice(1);
  return { advice, removedInV7 };
}

/** Every deprecated prop of the given entries, sorted by component then prop name. */
export function collectDeprecations(entries: readonly DeprecationSource[]): Deprecation[] {
  return entries
    .flatMap((entry) =>
      entry.props
        .filter((prop) => prop.deprecated !== undefined)
        .map((prop) => ({
          component: entry.name,
          slug: entry.slug,
          prop: prop.name,
          ...cleanAdvice(prop.deprecated ?? ''),
        })),
    )
    .sort((a, b) => a.component.localeCompare(b.component) || a.prop.localeCompare(b.prop));
}
