import * as React from 'react';
import usePagination from '@mui/material/usePagination';
import { styled } from '@mui/system';
import { itemLabel } from './labels';

const List = styled('ul')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const PageButton = styled('button')({
  minWidth: 36,
  height: 36,
  padding: '0 8px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#f1f5f9',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover:enabled': { backgroundColor: '#e2e8f0' },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
  '&[aria-current="page"], &[aria-current="page"]:hover': {
    borderColor: '#1d4ed8',
    backgroundColor: '#1d4ed8',
    color: '#fff',
  },
  '&:disabled': { opacity: 0.6, cursor: 'default' },
});

// usePagination computes which page buttons and ellipses to show; the markup is entirely ours.
export default function ResultsPaginationHookSystem() {
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
        <List>
          {items.map(({ page: itemPage, type, selected, ...item }, index) => {
            if (type === 'start-ellipsis' || type === 'end-ellipsis') {
              return (
                <li key={index} aria-hidden="true" style={{ alignSelf: 'center' }}>
                  …
                </li>
              );
            }
            return (
              <li key={index}>
                <PageButton
                  type="button"
                  {...item}
                  aria-current={selected ? 'page' : undefined}
                  aria-label={type === 'page' ? `Page ${itemPage}` : undefined}
                >
                  {itemLabel({ type, page: itemPage })}
                </PageButton>
              </li>
            );
          })}
        </List>
      </nav>
    </div>
  );
}
