/** The closing lines of a full prebuild: the licence, counts per product, API coverage and totals. */
import { describeXLicense } from '@/modules/x-license';
import { contentStats, formatCoverage, formatStats } from '../content/content-stats';
import { defineStep } from './prebuild-step';

/** `/material-ui/api/button/` counts for material-ui; the per-product index `/material-ui/api/` does not. */
export function apiPagesPerProduct(routes: ReadonlySet<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const route of routes) {
    const match = /^\/([^/]+)\/api\/[^/]+\/$/.exec(route);
    if (match) counts[match[1]] = (counts[match[1]] ?? 0) + 1;
  }
  return counts;
}

export const summaryStep = defineStep({
  name: 'summary',
  needs: ['x-license', 'api', 'content', 'blog', 'checks', 'demos'],
  run({ 'x-license': xLicense, api, content, blog, checks, demos }, { started }) {
    const ms = Math.round(performance.now() - started);
    console.log(describeXLicense(xLicense));
    console.log(formatStats(contentStats(content.facts), apiPagesPerProduct(api.routes)));
    console.log(formatCoverage(checks.coverage));
    console.log(
      `prebuild: ${content.records.length} pages, ${blog.records.length} posts, ${demos.demos.length} demos, ${checks.templateRoutes.length} templates compiled in ${ms} ms`,
    );
  },
});
