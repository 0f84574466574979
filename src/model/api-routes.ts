/** URL of an API page: `/material-ui/api/button/`. */
export function apiPagePath(segment: string, slug: string): string {
  return `/${segment}/api/${slug}/`;
}

/** URL of a product's API index: `/base-ui/api/`. */
export function apiIndexPath(segment: string): string {
  return `/${segment}/api/`;
}

/** URL of a documented interface, mui.com's: `/x/api/data-grid/grid-col-def/`. */
export function interfacePagePath(segment: string, group: string, slug: string): string {
  return `/${segment}/api/${group}/${slug}/`;
}
