/**
 * A group of interfaces documented with a page each. Plain data: the prebuild's API step checks
 * the list and fills the defaults (src/model/api-interfaces-schema.ts, whose `ApiInterfaceGroup`
 * is what the pipeline reads).
 */
export interface ApiInterfaceGroupEntry {
  /** The package whose root exports every name (Premium re-exports the MIT and Pro types). */
  package: string;
  /** Lighter packages to name in the import line when they export the interface too. Default none. */
  alsoFrom?: string[];
  segment: string;
  /** Pages live at /<segment>/api/<group>/<slug>/, mui.com's URLs. */
  group: string;
  /** The interfaces' export names, at least one. */
  names: string[];
  sourceBase: string;
}

/**
 * Interfaces documented with a page of their own, beside the components: the data grid's column
 * definition, API object, filter model and the rest of mui.com's list. Members, types, defaults and
 * descriptions are read from the installed declarations, like component props.
 */
export const apiInterfaceGroups: ApiInterfaceGroupEntry[] = [
  {
    package: '@mui/x-data-grid-premium',
    alsoFrom: ['@mui/x-data-grid-pro', '@mui/x-data-grid'],
    segment: 'x',
    group: 'data-grid',
    names: [
      'GridActionsColDef',
      'GridAggregationFunction',
      'GridApi',
      'GridCellParams',
      'GridColDef',
      'GridCsvExportOptions',
      'GridExcelExportOptions',
      'GridExportStateParams',
      'GridFilterItem',
      'GridFilterModel',
      'GridFilterOperator',
      'GridListColDef',
      'GridPrintExportOptions',
      'GridRenderContext',
      'GridRowClassNameParams',
      'GridRowParams',
      'GridRowSpacingParams',
      'GridSingleSelectColDef',
    ],
    sourceBase: 'https://github.com/mui/mui-x/tree/v{version}/packages',
  },
];
