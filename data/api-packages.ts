/**
 * A package whose API pages are generated from its installed type declarations. Plain data: the
 * prebuild's API step checks the list and fills the defaults (src/model/api-packages-schema.ts,
 * whose `ApiPackage` is what the pipeline reads).
 */
export interface ApiPackageEntry {
  /** npm name of the package, as installed in node_modules. */
  package: string;
  /** Product segment the pages live under: /<segment>/api/<component>/. */
  segment: string;
  /** Also document the `use*` hooks the package exports (Base UI). Default false. */
  hooks?: boolean;
  /**
   * Components may also live in a file of their own name inside another export's folder
   * (Toolpad: `useDialogs/DialogsProvider.d.ts`, `PageContainer/PageContainerToolbar.d.ts`).
   * Default false.
   */
  ownFiles?: boolean;
  /** Document only these exports (System: its four layout components). Omit to document all. */
  only?: string[];
  /**
   * Folders documented beside the package root, whose exports are named unlike the folder or are
   * missing from the root index: Base UI's `Transitions` (CssAnimation, CssTransition) and
   * `useTransition` (useTransitionStateManager, useTransitionTrigger, importable only from there),
   * Toolpad's `useDialogs` (AlertDialog, ConfirmDialog, PromptDialog).
   */
  folders?: string[];
  /** Exports that look like components but have no API page of their own, each with the reason. */
  exclude?: Record<string, string>;
  /**
   * Components whose `*Classes` exports are named after something else: DataGrid's are
   * `GridClasses` / `gridClasses`, so `{ DataGrid: 'Grid' }`.
   */
  classesOf?: Record<string, string>;
  /** Source link base: the package's src/ folder on GitHub at the installed version's tag. */
  sourceBase: string;
}

/**
 * Packages whose API pages are generated from their installed type declarations. Adding a package
 * (say @mui/x-data-grid) is one entry here; a package that is not installed is skipped with a notice.
 */
export const apiPackages: ApiPackageEntry[] = [
  {
    package: '@mui/material',
    segment: 'material-ui',
    exclude: {},
    sourceBase: 'https://github.com/mui/material-ui/tree/v{version}/packages/mui-material/src',
  },
  {
    // The lab's own components. Its other exports are deprecated re-exports of components that moved to
    // @mui/material or MUI X (Alert, the pickers, TreeView...), documented there.
    package: '@mui/lab',
    segment: 'material-ui',
    only: [
      'LoadingButton',
      'Masonry',
      'TabContext',
      'TabList',
      'TabPanel',
      'Timeline',
      'TimelineConnector',
      'TimelineContent',
      'TimelineDot',
      'TimelineItem',
      'TimelineOppositeContent',
      'TimelineSeparator',
    ],
    sourceBase: 'https://github.com/mui/material-ui/tree/v{version}/packages/mui-lab/src',
  },
  {
    package: '@mui/joy',
    segment: 'joy-ui',
    sourceBase: 'https://github.com/mui/material-ui/tree/v{version}/packages/mui-joy/src',
  },
  {
    package: '@mui/base',
    segment: 'base-ui',
    hooks: true,
    folders: ['Transitions', 'useTransition'],
    sourceBase: 'https://github.com/mui/material-ui/tree/@mui/base@{version}/packages/mui-base/src',
  },
  {
    package: '@mui/system',
    segment: 'system',
    only: ['Box', 'Container', 'Grid', 'Stack'],
    sourceBase: 'https://github.com/mui/material-ui/tree/v{version}/packages/mui-system/src',
  },
  {
    package: '@mui/x-data-grid',
    segment: 'x',
    // mui.com's data grid components: the grid and the three parts documented for reuse in custom UI.
    only: ['DataGrid', 'GridFilterForm', 'GridFilterPanel', 'GridToolbarQuickFilter'],
    // Those three are declared deep inside components/ in files of their own name.
    ownFiles: true,
    classesOf: { DataGrid: 'Grid' },
    sourceBase: 'https://github.com/mui/mui-x/tree/v{version}/packages/x-data-grid/src',
  },
  {
    package: '@mui/x-date-pickers',
    segment: 'x',
    only: [
      'DateCalendar',
      'DateField',
      'DatePicker',
      'DatePickerToolbar',
      'DateTimeField',
      'DateTimePicker',
      'DateTimePickerTabs',
      'DateTimePickerToolbar',
      'DayCalendarSkeleton',
      'DesktopDatePicker',
      'DesktopDateTimePicker',
      'DesktopTimePicker',
      'DigitalClock',
      'LocalizationProvider',
      'MobileDatePicker',
      'MobileDateTimePicker',
      'MobileTimePicker',
      'MonthCalendar',
      'MultiSectionDigitalClock',
      'PickersActionBar',
      'PickersCalendarHeader',
      'PickersDay',
      'PickersLayout',
      'Unstable_PickersSectionList',
      'PickersShortcuts',
      'PickersTextField',
      'StaticDatePicker',
      'StaticDateTimePicker',
      'StaticTimePicker',
      'TimeClock',
      'TimeField',
      'TimePicker',
      'TimePickerToolbar',
      'YearCalendar',
    ],
    // Toolbars and tabs are declared in their picker's folder (`DatePicker/DatePickerToolbar.d.ts`).
    ownFiles: true,
    sourceBase: 'https://github.com/mui/mui-x/tree/v{version}/packages/x-date-pickers/src',
  },
  {
    // The commercial packages re-export the MIT ones: only their own components get pages here.
    package: '@mui/x-data-grid-pro',
    segment: 'x',
    only: ['DataGridPro'],
    classesOf: { DataGridPro: 'Grid' },
    sourceBase: 'https://github.com/mui/mui-x/tree/v{version}/packages/x-data-grid-pro/src',
  },
  {
    package: '@mui/x-data-grid-premium',
    segment: 'x',
    only: ['DataGridPremium'],
    classesOf: { DataGridPremium: 'Grid' },
    sourceBase: 'https://github.com/mui/mui-x/tree/v{version}/packages/x-data-grid-premium/src',
  },
  {
    package: '@mui/x-date-pickers-pro',
    segment: 'x',
    only: [
      'DateRangeCalendar',
      'DateRangePicker',
      'DateRangePickerDay',
      'DateRangePickerToolbar',
      'DateTimeRangePicker',
      'DateTimeRangePickerTabs',
      'DateTimeRangePickerToolbar',
      'DesktopDateRangePicker',
      'DesktopDateTimeRangePicker',
      'MobileDateRangePicker',
      'MobileDateTimeRangePicker',
      'MultiInputDateRangeField',
      'MultiInputDateTimeRangeField',
      'MultiInputTimeRangeField',
      'PickersRangeCalendarHeader',
      'SingleInputDateRangeField',
      'SingleInputDateTimeRangeField',
      'SingleInputTimeRangeField',
      'StaticDateRangePicker',
    ],
    ownFiles: true,
    sourceBase: 'https://github.com/mui/mui-x/tree/v{version}/packages/x-date-pickers-pro/src',
  },
  {
    package: '@toolpad/core',
    segment: 'toolpad',
    hooks: true,
    ownFiles: true,
    // AlertDialog, ConfirmDialog and PromptDialog are exported from the root but declared in
    // useDialogs/useDialogs.d.ts, beside the hook that opens them.
    folders: ['useDialogs'],
    sourceBase: 'https://github.com/mui/toolpad/tree/v{version}/packages/toolpad-core/src',
  },
];
