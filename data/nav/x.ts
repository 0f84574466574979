import type { NavItem } from '@/modules/nav';

export const xNav: NavItem[] = [
  { pathname: '/x/introduction/', title: 'Introduction', icon: 'rocket' },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    icon: 'table',
    children: [
      { pathname: '/x/react-data-grid/', title: 'Overview' },
      { pathname: '/x/react-data-grid/editing/', title: 'Editing' },
      { pathname: '/x/react-data-grid/filtering/', title: 'Filtering' },
      { pathname: '/x/react-data-grid/column-pinning/', title: 'Column pinning', plan: 'pro' },
      { pathname: '/x/react-data-grid/row-grouping/', title: 'Row grouping', plan: 'premium' },
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    icon: 'calendar',
    children: [
      { pathname: '/x/react-date-pickers/', title: 'Overview' },
      { pathname: '/x/react-date-pickers/date-picker/', title: 'Date Picker' },
      { pathname: '/x/react-date-pickers/time-picker/', title: 'Time Picker' },
      {
        pathname: '/x/react-date-pickers/date-range-picker/',
        title: 'Date Range Picker',
        plan: 'pro',
      },
    ],
  },
  {
    pathname: '/x/api',
    title: 'API reference',
    icon: 'api',
    children: [
      { pathname: '/x/api/data-grid/', title: 'DataGrid' },
      { pathname: '/x/api/date-picker/', title: 'DatePicker' },
      { pathname: '/x/api/date-calendar/', title: 'DateCalendar' },
      { pathname: '/x/api/date-time-picker/', title: 'DateTimePicker' },
      { pathname: '/x/api/time-picker/', title: 'TimePicker' },
    ],
  },
];
