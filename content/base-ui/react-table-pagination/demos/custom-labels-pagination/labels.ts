/** French names for the page buttons, read by screen readers through `getItemAriaLabel`. */
export const buttonNames = {
  first: 'Première page',
  last: 'Dernière page',
  next: 'Page suivante',
  previous: 'Page précédente',
} as const;

/** With `count={-1}` the total is unknown, so the range only says there is more. */
export function displayedRows({ from, to }: { from: number; to: number }) {
  return `${from}–${to} sur plus de ${to}`;
}
