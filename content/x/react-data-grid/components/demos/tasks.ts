import { GridColDef } from '@mui/x-data-grid';

/** A fixed task board shared by the slot demos. */
export interface Task {
  id: number;
  task: string;
  owner: string;
  status: string;
  estimate: number;
}

export const tasks: Task[] = [
  { id: 1, task: 'Write release notes', owner: 'Priya', status: 'Doing', estimate: 3 },
  { id: 2, task: 'Fix login redirect', owner: 'Tomás', status: 'To do', estimate: 5 },
  { id: 3, task: 'Review color tokens', owner: 'Aiko', status: 'Done', estimate: 2 },
  { id: 4, task: 'Update onboarding copy', owner: 'Priya', status: 'To do', estimate: 1 },
  { id: 5, task: 'Archive old reports', owner: 'Lars', status: 'Doing', estimate: 2 },
  { id: 6, task: 'Plan user interviews', owner: 'Aiko', status: 'To do', estimate: 8 },
];

export const taskColumns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 120 },
];
