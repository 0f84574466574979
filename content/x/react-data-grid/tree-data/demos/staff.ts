import { GridColDef } from '@mui/x-data-grid-pro';

export interface StaffMember {
  id: number;
  // Names from the top of the chart down to this person.
  path: string[];
  title: string;
  since: number;
}

export const staff: StaffMember[] = [
  { id: 1, path: ['Amina Yusuf'], title: 'Director', since: 2012 },
  { id: 2, path: ['Amina Yusuf', 'Carlos Mendes'], title: 'Head of engineering', since: 2015 },
  { id: 3, path: ['Amina Yusuf', 'Carlos Mendes', 'Ewa Kowalska'], title: 'Backend engineer', since: 2019 },
  { id: 4, path: ['Amina Yusuf', 'Carlos Mendes', 'Femi Adeyemi'], title: 'Frontend engineer', since: 2021 },
  { id: 5, path: ['Amina Yusuf', 'Carlos Mendes', 'Grace Liu'], title: 'QA engineer', since: 2020 },
  { id: 6, path: ['Amina Yusuf', 'Hannah Weber'], title: 'Head of sales', since: 2016 },
  { id: 7, path: ['Amina Yusuf', 'Hannah Weber', 'Ivan Petrov'], title: 'Account manager', since: 2018 },
  { id: 8, path: ['Amina Yusuf', 'Hannah Weber', 'Julia Santos'], title: 'Sales engineer', since: 2022 },
];

export const staffColumns: GridColDef<StaffMember>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'since', headerName: 'Since', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
];

export const getStaffPath = (row: StaffMember) => row.path;

// The same people without the director: two teams at the top level.
export const teams = staff.filter((member) => member.path.length > 1);
export const getTeamPath = (row: StaffMember) => row.path.slice(1);
