import { GridColDef } from '@mui/x-data-grid';

export const employeeRows = [
  { id: 1, name: 'Akosua Boateng', email: 'akosua@example.com', team: 'Finance', office: 'Accra', phone: '+233 30 000 0101', startYear: 2019 },
  { id: 2, name: 'Bjorn Halvorsen', email: 'bjorn@example.com', team: 'Logistics', office: 'Bergen', phone: '+47 55 00 01 02', startYear: 2021 },
  { id: 3, name: 'Camila Duarte', email: 'camila@example.com', team: 'Design', office: 'Curitiba', phone: '+55 41 0000 0103', startYear: 2017 },
  { id: 4, name: 'Dev Malhotra', email: 'dev@example.com', team: 'Engineering', office: 'Pune', phone: '+91 20 0000 0104', startYear: 2022 },
];

export const employeeColumns: GridColDef[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', width: 180 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'startYear', headerName: 'Started', type: 'number', width: 90 },
];
