import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

function MultilineEditCell(props) {
  const { id, field, value, hasFocus, colDef } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef(null);

  React.useLayoutEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus]);

  const handleKeyDown = (event) => {
    // Shift+Enter adds a line: keep the key from reaching the cell, which would commit.
    if (event.key === 'Enter' && event.shiftKey) event.stopPropagation();
  };

  return (
    <InputBase
      multiline
      fullWidth
      inputRef={inputRef}
      value={value ?? ''}
      onChange={(event) =>
        apiRef.current.setEditCellValue({ id, field, value: event.target.value })
      }
      onKeyDown={handleKeyDown}
      inputProps={{ 'aria-label': colDef.headerName }}
      sx={{ px: 1, py: 1, alignSelf: 'stretch', fontSize: 'inherit' }}
    />
  );
}

const rows = [
  {
    id: 1,
    visitor: 'Harriet Osei',
    notes: 'Arrives at 10:30.\nNeeds a parking pass.',
  },
  { id: 2, visitor: 'Jonas Berg', notes: 'Vegetarian lunch.' },
  {
    id: 3,
    visitor: 'Yuki Sato',
    notes: 'Bring the signed contract.\nMeet in room 4.\nLeaves at 15:00.',
  },
];

const columns = [
  { field: 'visitor', headerName: 'Visitor', width: 150 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 200,
    editable: true,
    renderCell: (params) => (
      <Box sx={{ whiteSpace: 'pre-line', py: 1 }}>{params.value}</Box>
    ),
    renderEditCell: (params) => <MultilineEditCell {...params} />,
  },
];

export default function MultilineNotes() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        hideFooter
        aria-label="Visitor notes, edited in a text area"
      />
    </Box>
  );
}
