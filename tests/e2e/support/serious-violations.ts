import type { Page } from '@playwright/test';
import type { AxeViolation } from './axe-violations';

/**
 * Axe findings that are not what they say, each narrowed to one rule and one element of a library
 * we document (not of our own markup). `tests/e2e/axe-waivers.spec.ts` checks that each one is
 * still reported, so a fixed library or axe release shows up as a waiver to delete.
 */
export const AXE_WAIVERS: readonly { rule: string; selector: string; page: string; why: string }[] = [
  {
    rule: 'label-content-name-mismatch',
    page: '/x/react-data-grid/filtering/',
    selector: '.MuiDataGrid-toolbarContainer button[aria-label="Show filters"]',
    why:
      "MUI X's toolbar button draws the active-filter count in a badge right before its label, with no " +
      'space between them. Axe 4.14 reads the visible text as "1Filters" and finds it in no name, ' +
      'though "Show filters" holds the label a voice-control user would say.',
  },
];

/** The serious and critical violations, as `rule: target, target`, waivers left out. */
export async function seriousViolations(page: Page, violations: readonly AxeViolation[]): Promise<string[]> {
  const found: string[] = [];
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const waived = AXE_WAIVERS.filter((w) => w.rule === violation.id).map((w) => w.selector);
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
async function matchesAny(page: Page, target: string, selectors: string[]): Promise<boolean> {
  return page
    .locator(target)
    .first()
    .evaluate((element, list) => list.some((selector) => element.matches(selector)), selectors, {
      timeout: 2000,
    })
    .catch(() => false);
}
