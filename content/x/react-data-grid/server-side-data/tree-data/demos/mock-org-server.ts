import { GridDataSource, GridGetRowsParams } from '@mui/x-data-grid-pro';

/**
 * A MOCK server for the server-side tree data demos: an org chart in memory,
 * answered in the browser after a delay. Nothing goes over the network.
 */
export interface Person {
  id: string;
  name: string;
  title: string;
  manager?: string;
}

const people: Person[] = [
  { id: 'ceo', name: 'Amina Sow', title: 'Chief executive' },
  { id: 'cto', name: 'Jonas Weber', title: 'Chief technology officer', manager: 'ceo' },
  { id: 'cfo', name: 'Rina Sato', title: 'Chief financial officer', manager: 'ceo' },
  { id: 'eng1', name: 'Diego Alves', title: 'Engineering manager', manager: 'cto' },
  { id: 'dev1', name: 'Ewa Nowak', title: 'Developer', manager: 'eng1' },
  { id: 'dev2', name: 'Tariq Aziz', title: 'Developer', manager: 'eng1' },
  { id: 'acc1', name: 'Helen Park', title: 'Accountant', manager: 'cfo' },
  { id: 'acc2', name: 'Lucas Brun', title: 'Accountant', manager: 'cfo' },
];

const reportsOf = (id?: string) => people.filter((person) => person.manager === id);

interface MockOptions {
  onRequest?: (params: GridGetRowsParams) => void;
  /** Return true to make the request for this manager's reports fail. */
  shouldFail?: (managerId: string | undefined) => boolean;
}

export function createOrgDataSource(options: MockOptions = {}): GridDataSource {
  return {
    getRows: async (params) => {
      const groupKeys = params.groupKeys ?? [];
      const managerId = groupKeys[groupKeys.length - 1];
      options.onRequest?.(params);
      await new Promise((resolve) => {
        setTimeout(resolve, 300);
      });
      if (options.shouldFail?.(managerId)) {
        throw new Error(`The mock server could not load the reports of ${managerId}.`);
      }
      const rows = reportsOf(managerId);
      return { rows, rowCount: rows.length };
    },
    getGroupKey: (row) => row.id,
    getChildrenCount: (row) => reportsOf(row.id).length,
  };
}
