import '@/modules/zod-setup';
import { z } from 'zod';

/**
 * Interfaces documented with a page of their own, beside the components: the data grid's column
 * definition, API object, filter model and the rest of mui.com's list. Members, types, defaults and
 * descriptions are read from the installed declarations, like component props.
 */
const apiInterfaceGroupSchema = z
  .object({
    /** The package whose root exports every name (Premium re-exports the MIT and Pro types). */
    package: z.string().regex(/^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/),
    /** Lighter packages to name in the import line when they export the interface too. */
    alsoFrom: z.array(z.string()).default([]),
    segment: z.string().regex(/^[a-z-]+$/),
    /** Pages live at /<segment>/api/<group>/<slug>/, mui.com's URLs. */
    group: z.string().regex(/^[a-z-]+$/),
    names: z.array(z.string().regex(/^[A-Z][A-Za-z0-9]*$/)).min(1),
    sourceBase: z.string().regex(/^https:\/\/github\.com\/.+\{version\}.+$/),
  })
  .strict();

export type ApiInterfaceGroup = z.output<typeof apiInterfaceGroupSchema>;

export const apiInterfaceGroups: ApiInterfaceGroup[] = z.array(apiInterfaceGroupSchema).parse([
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
]);
