import type { CodeVariant } from '@/modules/code-variant';

/** The file extension of a demo's source in a code language: `.tsx`, or `.js` for the generated twin. */
export const demoExtension = (variant: CodeVariant) => (variant === 'JS' ? 'js' : 'tsx');

/** The hash that links to a demo and keeps the reader's language: `#basic-buttons.js`. */
export function demoLinkHash(name: string, variant: CodeVariant): string {
  return `#${name}.${demoExtension(variant)}`;
}

/**
 * The demo's source file in the repository, in the chosen language. `base` is the repository's
 * blob URL for the branch, ending in `/`; `file` the variant's repository path (`content/.../x.tsx`).
 */
export function demoSourceUrl(base: string, file: string, variant: CodeVariant): string {
  return `${base}${file.replace(/\.tsx$/, `.${demoExtension(variant)}`)}`;
}
