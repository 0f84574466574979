/**
 * Checks across pages, once every page and the API are known: internal links and anchors, the
 * templates, component pages against API pages (coverage), the nav trees and their targets,
 * that each page is in exactly one nav tree, and that every Base UI demo offers each styling. Fails with `file:line: reason` on the first problem.
 */
import { navByProduct } from '../../../data/nav/index';
import { TEMPLATES_ROUTE, templates } from '../../../data/templates';
import { checkDemoStylings } from '../content/check-demo-stylings';
import { checkLinks, type LinkTarget } from '../content/check-links';
import { checkNavData } from '../content/check-nav-data';
import { checkNavSections } from '../content/check-nav-sections';
import { APP_ROUTES, checkNavTargets, checkPagesInNav } from '../content/check-nav-targets';
import { checkTemplates } from '../content/check-templates';
import {
  checkApiCoverage,
  checkComponentPages,
  checkExclusiveCoverage,
  type ApiCoverage,
} from '../content/content-stats';
import { defineStep } from './prebuild-step';

export interface ChecksOutput {
  coverage: ApiCoverage;
  templateRoutes: string[];
}

export const checksStep = defineStep({
  name: 'checks',
  needs: ['data', 'api', 'content', 'blog'],
  run({ api, content, blog }, { root }): ChecksOutput {
    const { records, facts } = content;
    const targets = new Map<string, LinkTarget>(records.map((r) => [r.route, { ids: new Set(r.anchors) }]));
    const templateRoutes = checkTemplates(
      root,
      templates.map((t) => t.slug),
      TEMPLATES_ROUTE,
    );
    for (const r of blog.records) targets.set(r.route, { ids: new Set(r.anchors) });
    for (const route of [...APP_ROUTES, ...api.routes, ...templateRoutes, ...blog.tagRoutes]) {
      targets.set(route, {});
    }
    checkLinks([...content.links, ...blog.links], targets);
    checkComponentPages(facts, api.routes);
    // The API index's entries say which API pages are components.
    const coverage = checkApiCoverage(facts, api.index.entries);
    checkExclusiveCoverage(facts, api.routes);
    checkNavData(navByProduct);
    checkNavTargets(navByProduct, new Set([...records.map((r) => r.route), ...api.routes]));
    checkPagesInNav(navByProduct, records);
    checkNavSections(navByProduct);
    checkDemoStylings(content.demos, records);
    return { coverage, templateRoutes };
  },
});
