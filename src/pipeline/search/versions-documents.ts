import type { DocumentDraft } from './page-documents';

export interface VersionsInput {
  packages: ReadonlyArray<{ name: string; label: string; version?: string }>;
  earlier: ReadonlyArray<{ label: string }>;
}

/** The /versions/ page is an app route, not content: its two sections are indexed from its data. */
export function versionsDocuments({ packages, earlier }: VersionsInput): DocumentDraft[] {
  const current = packages.map((p) => `${p.label} ${p.name} ${p.version ?? ''}`.trim()).join(', ');
  const older = earlier.map((v) => v.label).join(', ');
  const base = { k: 'section' as const, p: 'versions', t: 'Versions', c: 'Versions releases' };
  return [
    {
      ...base,
      k: 'page',
      s: '',
      u: '/versions/',
      x: 'The library versions this site documents, and links to the docs of earlier majors.',
      n: 'Versions',
      b: `${current} ${older}`,
    },
    {
      ...base,
      s: 'Current versions',
      u: '/versions/#current',
      x: current,
      n: 'Current versions',
      b: current,
    },
    {
      ...base,
      s: 'Earlier versions',
      u: '/versions/#earlier',
      x: `Docs of earlier majors: ${older}`,
      n: 'Earlier versions',
      b: `earlier older previous major versions ${older}`,
    },
  ];
}
