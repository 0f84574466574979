import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures';
import { MISSING_X_LICENSE } from './support/commercial-x';
import { AXE_WAIVERS, matchesAny, seriousViolations } from './support/serious-violations';

/**
 * Each axe waiver must still match a finding axe reports on the page it was made for, and every
 * element that rule flags there must be the waived one: when MUI X or axe fixes the cause, this
 * fails and the waiver goes.
 */
for (const waiver of AXE_WAIVERS) {
  test(`the ${waiver.rule} waiver matches a live finding, and only that one`, async ({
    page,
    expectConsoleError,
  }) => {
    // The watermark comes with MUI X's console notice: both are the missing key's doing.
    if (waiver.withoutXLicense) expectConsoleError(MISSING_X_LICENSE);
    await page.goto(waiver.page);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).withRules([waiver.rule]).analyze();
    const nodes = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    expect(nodes.length, 'axe still reports the waived finding').toBeGreaterThan(0);
    for (const target of nodes) {
      expect(await matchesAny(page, target, [waiver]), target).toBe(true);
    }
    expect(await seriousViolations(page, results.violations)).toEqual([]);
  });
}
