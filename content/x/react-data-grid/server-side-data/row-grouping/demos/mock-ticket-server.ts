import { GridDataSource, GridGetRowsParams, GridRowModel } from '@mui/x-data-grid-premium';

/**
 * A MOCK server for the server-side row grouping demos: it groups an in-memory
 * list in the browser and answers after a delay. Nothing goes over the network.
 */
interface Ticket {
  id: number;
  team: string;
  priority: string;
  channel: string;
  subject: string;
}

const teams = ['Billing', 'Shipping', 'Accounts'];
const priorities = ['High', 'Low'];
const channels = ['Email', 'Phone', 'Chat'];

const tickets: Ticket[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  team: teams[index % 3],
  priority: priorities[Math.floor(index / 3) % 2],
  channel: channels[Math.floor(index / 2) % 3],
  subject: `Ticket ${index + 1}`,
}));

interface MockOptions {
  /** Called with each request, before it is answered. */
  onRequest?: (params: GridGetRowsParams) => void;
  /** Return true to make the request for this path fail. */
  shouldFail?: (groupKeys: string[]) => boolean;
}

export function createTicketDataSource(options: MockOptions = {}): GridDataSource {
  return {
    getRows: async (params) => {
      const { groupKeys = [], groupFields = [] } = params;
      options.onRequest?.(params);
      await new Promise((resolve) => {
        setTimeout(resolve, 300);
      });
      if (options.shouldFail?.(groupKeys)) {
        throw new Error(`The mock server could not load ${groupKeys.join(' / ') || 'the groups'}.`);
      }
      const inPath = tickets.filter((ticket) =>
        groupKeys.every(
          (key, depth) => String(ticket[groupFields[depth] as keyof Ticket]) === key,
        ),
      );
      const field = groupFields[groupKeys.length] as keyof Ticket | undefined;
      if (!field) {
        return { rows: inPath, rowCount: inPath.length };
      }
      const values = [...new Set(inPath.map((ticket) => String(ticket[field])))].sort();
      const rows = values.map((value) => ({
        id: [...groupKeys, value].join('/'),
        [field]: value,
        // Each group row says which field it groups and how many tickets it holds.
        groupKey: value,
        childCount: inPath.filter((ticket) => String(ticket[field]) === value).length,
      }));
      return { rows, rowCount: rows.length };
    },
    getGroupKey: (row: GridRowModel) => row.groupKey,
    getChildrenCount: (row: GridRowModel) => row.childCount ?? 0,
  };
}
