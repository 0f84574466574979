import * as React from 'react';
import usePagination from '@mui/material/usePagination';
import { itemLabel } from './labels';

// usePagination computes which page buttons and ellipses to show; the markup is entirely ours.
export default function ResultsPaginationHookTailwind() {
  const [page, setPage] = React.useState(1);
  const { items } = usePagination({
    count: 12,
    page,
    onChange: (_event, next) => setPage(next),
    siblingCount: 1,
  });
  return (
    <div>
      <p className="mb-3 mt-0">
        Results {(page - 1) * 10 + 1} to {page * 10} of 120
      </p>
      <nav aria-label="Search results pages">
        <ul className="m-0 flex list-none flex-wrap gap-1 p-0">
          {items.map(({ page: itemPage, type, selected, ...item }, index) => {
            if (type === 'start-ellipsis' || type === 'end-ellipsis') {
              return (
                <li key={index} aria-hidden="true" className="self-center">
                  …
                </li>
              );
            }
            return (
              <li key={index}>
                <button
                  type="button"
                  {...item}
                  aria-current={selected ? 'page' : undefined}
                  aria-label={type === 'page' ? `Page ${itemPage}` : undefined}
                  className={`h-9 min-w-9 cursor-pointer rounded-md border border-solid px-2 [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300 disabled:cursor-default disabled:opacity-60 ${
                    selected
                      ? 'border-blue-700 bg-blue-700 text-white'
                      : 'border-slate-500 bg-slate-100 text-slate-900 hover:enabled:bg-slate-200'
                  }`}
                >
                  {itemLabel({ type, page: itemPage })}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
