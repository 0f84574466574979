import * as React from 'react';
import usePagination from '@mui/material/usePagination';

const buttonStyle = (selected) => ({
  minWidth: 36,
  height: 36,
  padding: '0 8px',
  font: 'inherit',
  color: selected ? '#fff' : '#0f172a',
  backgroundColor: selected ? '#1d4ed8' : '#f1f5f9',
  border: '1px solid #64748b',
  borderRadius: 6,
  cursor: 'pointer',
});

// usePagination computes which page buttons and ellipses to show; the markup is entirely ours.
export default function ResultsPaginationHook() {
  const [page, setPage] = React.useState(1);
  const { items } = usePagination({
    count: 12,
    page,
    onChange: (_event, next) => setPage(next),
    siblingCount: 1,
  });
  return (
    <div>
      <p style={{ margin: '0 0 12px' }}>
        Results {(page - 1) * 10 + 1} to {page * 10} of 120
      </p>
      <nav aria-label="Search results pages">
        <ul
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 4,
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {items.map(({ page: itemPage, type, selected, ...item }, index) => {
            if (type === 'start-ellipsis' || type === 'end-ellipsis') {
              return (
                <li key={index} aria-hidden="true" style={{ alignSelf: 'center' }}>
                  …
                </li>
              );
            }
            const label =
              type === 'page'
                ? String(itemPage)
                : type === 'previous'
                  ? 'Previous'
                  : type === 'next'
                    ? 'Next'
                    : type;
            return (
              <li key={index}>
                <button
                  type="button"
                  {...item}
                  aria-current={selected ? 'page' : undefined}
                  aria-label={type === 'page' ? `Page ${itemPage}` : undefined}
                  style={{
                    ...buttonStyle(selected),
                    opacity: item.disabled ? 0.6 : 1,
                  }}
                >
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
