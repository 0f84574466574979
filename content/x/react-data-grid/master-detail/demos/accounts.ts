import * as React from 'react';
import { GRID_DETAIL_PANEL_TOGGLE_COL_DEF, GridColDef } from '@mui/x-data-grid-pro';

/** Fixed customer accounts shared by the master-detail demos. */
export interface Account {
  id: number;
  company: string;
  contact: string;
  email: string;
  city: string;
  plan: 'Starter' | 'Team' | 'Business';
  seats: number;
}

export const accounts: Account[] = [
  { id: 1, company: 'Fernweh Travel', contact: 'Lena Vogt', email: 'lena@fernweh.example', city: 'Leipzig', plan: 'Team', seats: 12 },
  { id: 2, company: 'Blue Heron Clinic', contact: 'Dr. Ade Bello', email: 'ade@blueheron.example', city: 'Lagos', plan: 'Business', seats: 48 },
  { id: 3, company: 'Tinta Press', contact: 'Marta Gil', email: 'marta@tinta.example', city: 'Valencia', plan: 'Starter', seats: 3 },
  { id: 4, company: 'Northwind Rowing', contact: 'Ola Berg', email: 'ola@northwind.example', city: 'Trondheim', plan: 'Team', seats: 9 },
  { id: 5, company: 'Kōbō Ceramics', contact: 'Yui Tanaka', email: 'yui@kobo.example', city: 'Kyoto', plan: 'Starter', seats: 2 },
];

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The toggle column with a header that names it for screen readers ("Details"): the default
 * header is an empty cell.
 */
export const detailToggleColumn: GridColDef = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  renderHeader: () => React.createElement('span', { style: visuallyHidden }, 'Details'),
};

export const accountColumns: GridColDef<Account>[] = [
  detailToggleColumn,
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'plan', headerName: 'Plan', width: 100 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];
