import { GridColDef } from '@mui/x-data-grid';

/** A fixed list of parcels shared by the row selection demos. */
export interface Parcel {
  id: number;
  tracking: string;
  recipient: string;
  city: string;
  status: 'Waiting' | 'In transit' | 'Delivered';
  weightKg: number;
}

export const parcels: Parcel[] = [
  { id: 1, tracking: 'PX-1041', recipient: 'Hana Sato', city: 'Osaka', status: 'Waiting', weightKg: 1.2 },
  { id: 2, tracking: 'PX-1042', recipient: 'Luis Pardo', city: 'Seville', status: 'In transit', weightKg: 3.4 },
  { id: 3, tracking: 'PX-1043', recipient: 'Emma Ruud', city: 'Bergen', status: 'Delivered', weightKg: 0.6 },
  { id: 4, tracking: 'PX-1044', recipient: 'Kofi Mensah', city: 'Accra', status: 'Waiting', weightKg: 5.1 },
  { id: 5, tracking: 'PX-1045', recipient: 'Zofia Nowak', city: 'Gdańsk', status: 'In transit', weightKg: 2.2 },
  { id: 6, tracking: 'PX-1046', recipient: 'Omar Haddad', city: 'Amman', status: 'Waiting', weightKg: 0.9 },
  { id: 7, tracking: 'PX-1047', recipient: 'Chloé Martin', city: 'Nantes', status: 'Delivered', weightKg: 4.0 },
  { id: 8, tracking: 'PX-1048', recipient: 'Ravi Iyer', city: 'Pune', status: 'Waiting', weightKg: 1.7 },
];

export const parcelColumns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 110 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];
