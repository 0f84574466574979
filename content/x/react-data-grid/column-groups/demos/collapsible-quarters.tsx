import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
  GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { resultColumns, results } from './results';

// When a quarter is collapsed, its costs column is hidden and sales stay visible.
const hiddenWhenCollapsed: Record<string, string> = { q1: 'q1Costs', q2: 'q2Costs' };

export default function CollapsibleQuarters() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({ q2: true });

  const toggle = (groupId: string) =>
    setCollapsed((prev) => ({ ...prev, [groupId]: !prev[groupId] }));

  const visibility: GridColumnVisibilityModel = Object.fromEntries(
    Object.entries(hiddenWhenCollapsed).map(([groupId, field]) => [field, !collapsed[groupId]]),
  );

  const renderHeaderGroup = (params: GridColumnGroupHeaderParams) => {
    const groupId = params.groupId ?? '';
    const isCollapsed = Boolean(collapsed[groupId]);
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="subtitle2" component="span">
          {params.headerName}
        </Typography>
        <IconButton
          size="small"
          aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${params.headerName}`}
          aria-expanded={!isCollapsed}
          onClick={() => toggle(groupId)}
        >
          {isCollapsed ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
        </IconButton>
      </Box>
    );
  };

  const grouping: GridColumnGroupingModel = [
    {
      groupId: 'q1',
      headerName: 'Q1',
      renderHeaderGroup,
      children: [{ field: 'q1Sales' }, { field: 'q1Costs' }],
    },
    {
      groupId: 'q2',
      headerName: 'Q2',
      renderHeaderGroup,
      children: [{ field: 'q2Sales' }, { field: 'q2Costs' }],
    },
  ];

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={results}
        columns={resultColumns}
        columnGroupingModel={grouping}
        columnVisibilityModel={visibility}
        hideFooter
        aria-label="Store results with collapsible quarters"
      />
    </Box>
  );
}
