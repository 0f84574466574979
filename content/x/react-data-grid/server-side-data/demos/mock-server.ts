import { GridFilterModel, GridSortModel } from '@mui/x-data-grid-pro';

/**
 * A MOCK server shared by the server-side data demos. It runs in the browser,
 * on an in-memory array, and answers after a delay. Nothing goes over the network.
 */
export interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const authors = ['Achebe', 'Austen', 'Borges', 'Lispector', 'Murakami', 'Tolstoy'];

export const books: Book[] = Array.from({ length: 240 }, (_, index) => ({
  id: index + 1,
  title: `Volume ${index + 1}`,
  author: authors[(index * 7) % authors.length],
  year: 1850 + ((index * 13) % 170),
}));

export interface MockQuery {
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
  page: number;
  pageSize: number;
}

export function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

/** Filters ("contains" on any field), sorts and pages the books, as a backend would. */
export function queryBooks({ sortModel, filterModel, page, pageSize }: MockQuery) {
  let result = books.filter((book) =>
    filterModel.items.every(
      (item) =>
        item.value == null ||
        item.value === '' ||
        String(book[item.field as keyof Book])
          .toLowerCase()
          .includes(String(item.value).toLowerCase()),
    ),
  );
  const [sort] = sortModel;
  if (sort) {
    const key = sort.field as keyof Book;
    const sign = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => {
      if (a[key] === b[key]) {
        return 0;
      }
      return a[key] > b[key] ? sign : -sign;
    });
  }
  const start = page * pageSize;
  return { rows: result.slice(start, start + pageSize), rowCount: result.length };
}
