import * as React from 'react';
import usePagination from '@mui/material/usePagination';
import { itemLabel } from './labels';
import './results-pagination-hook.css';

// usePagination computes which page buttons and ellipses to show; the markup is entirely ours.
export default function ResultsPaginationHookCss() {
  const [page, setPage] = React.useState(1);
  const { items } = usePagination({
    count: 12,
    page,
    onChange: (_event, next) => setPage(next),
    siblingCount: 1,
  });
  return (
    <div>
      <p className="results-pagination-hook-summary">
        Results {(page - 1) * 10 + 1} to {page * 10} of 120
      </p>
      <nav aria-label="Search results pages">
        <ul className="results-pagination-hook-list">
          {items.map(({ page: itemPage, type, selected, ...item }, index) => {
            if (type === 'start-ellipsis' || type === 'end-ellipsis') {
              return (
                <li
                  key={index}
                  aria-hidden="true"
                  className="results-pagination-hook-ellipsis"
                >
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
                  className="results-pagination-hook-button"
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
