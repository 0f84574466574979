import type { SandboxSetup } from '@/modules/sandbox/setup';

/** The styling variants a demo may ship (Base UI's styling switch). */
export type DemoStyling = 'System' | 'Tailwind' | 'CSS';

export interface DemoCode {
  code: string;
  html: string;
}

/** What the viewer fetches for one styling variant of a demo (public/generated/demos/<id>/<styling>.json). */
export interface DemoVariantPayload {
  TS: DemoCode;
  JS: DemoCode;
  /** Relative imports of the demo, per language, for sandboxes. */
  files: { TS: Record<string, string>; JS: Record<string, string> };
  dependencies: Record<string, string>;
  /**
   * The collapsed preview's highlighted HTML per language, when the demo has one. The default
   * styling's also reaches the page with its HTML; the others' are read from here when chosen.
   */
  preview?: { TS?: string; JS?: string };
  /** What the sandbox adds for this styling: the site palette the code reads, Tailwind's set-up. */
  sandbox?: SandboxSetup;
}

export interface DemoRecord {
  /** Globally unique: `<page module id>--<name>`. */
  id: string;
  /** Unique on its page; also the demo's anchor. */
  name: string;
  title: string;
  route: string;
  variants: Array<{ styling: DemoStyling; importPath: string; payload: DemoVariantPayload }>;
}
