import type { Page } from '@playwright/test';
import type { AxeViolation } from './axe-violations';

/**
 * Axe findings that are not what they say, each narrowed to one rule and one element of a library
 * we document (not of our own markup). `tests/e2e/axe-waivers.spec.ts` checks that each one is
 * still reported, so a fixed library or axe release shows up as a waiver to delete.
 */
export interface AxeWaiver {
  rule: string;
  selector: string;
  /** The element's whole text, when the selector alone cannot tell it apart. */
  text?: string;
  page: string;
  why: string;
  /** The waived element exists only without a MUI X license key (the key then hides it). */
  withoutXLicense?: boolean;
}

const ALL_WAIVERS: readonly AxeWaiver[] = [
  {
    rule: 'label-content-name-mismatch',
    page: '/x/react-data-grid/filtering/',
    selector: '.MuiDataGrid-toolbarContainer button[aria-label="Show filters"]',
    why:
      "MUI X's toolbar button draws the active-filter count in a badge right before its label, with no " +
      'space between them. Axe 4.14 reads the visible text as "1Filters" and finds it in no name, ' +
      'though "Show filters" holds the label a voice-control user would say.',
  },
  {
    rule: 'color-contrast',
    page: '/demos/x__react-date-pickers__date-range-calendar--sprint-calendar/',
    // The server writes `pointer-events:none`, the browser `pointer-events: none`: match either.
    selector: 'div[style*="pointer-events"]',
    text: 'MUI X Missing license key',
    why:
      "MUI X's own watermark over a Pro or Premium grid or picker built without a license key: faint grey text by " +
      'design, which a licensed site never shows (MUI_X_LICENSE_KEY at build time removes it).',
    withoutXLicense: true,
  },
];

/** The waivers that apply to this build. */
export const AXE_WAIVERS: readonly AxeWaiver[] = ALL_WAIVERS.filter(
  (waiver) => !(waiver.withoutXLicense && process.env.MUI_X_LICENSE_KEY),
);

/** The serious and critical violations, as `rule: target, target`, waivers left out. */
export async function seriousViolations(page: Page, violations: readonly AxeViolation[]): Promise<string[]> {
  const found: string[] = [];
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const waived = AXE_WAIVERS.filter((w) => w.rule === violation.id);
    const targets: string[] = [];
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      if (waived.length > 0 && (await matchesAny(page, target, waived))) continue;
      targets.push(target);
    }
    if (targets.length > 0) found.push(`${violation.id}: ${targets.join(', ')}`);
  }
  return found;
}

/** A target that cannot be found again (inside a frame, say) counts as not waived. */
export async function matchesAny(
  page: Page,
  target: string,
  waivers: readonly AxeWaiver[],
): Promise<boolean> {
  const list = waivers.map(({ selector, text }) => ({ selector, text }));
  return page
    .locator(target)
    .first()
    .evaluate(
      (element, candidates) =>
        candidates.some(
          ({ selector, text }) =>
            element.matches(selector) && (text === undefined || element.textContent?.trim() === text),
        ),
      list,
      { timeout: 2000 },
    )
    .catch(() => false);
}
