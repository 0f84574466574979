import type { UsePaginationItem } from '@mui/material/usePagination';

/** The visible text of a page button: its number, or the name of the step it takes. */
export function itemLabel({ type, page }: Pick<UsePaginationItem, 'type' | 'page'>) {
  if (type === 'page') return String(page);
  if (type === 'previous') return 'Previous';
  if (type === 'next') return 'Next';
  return type === 'first' ? 'First' : 'Last';
}
