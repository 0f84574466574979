import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CancelIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  GridToolbarContainer,
} from '@mui/x-data-grid';

function AddToolbar({ onAddMember }) {
  return (
    <GridToolbarContainer>
      <Button size="small" startIcon={<AddIcon />} onClick={onAddMember}>
        Add member
      </Button>
    </GridToolbarContainer>
  );
}

// A fixed format, so the server and every browser print the same date.
const formatDay = (value) =>
  value
    ? [value.getFullYear(), value.getMonth() + 1, value.getDate()]
        .map((part) => String(part).padStart(2, '0'))
        .join('-')
    : '';

const initialRows = [
  { id: 1, name: 'Adaeze Obi', role: 'Editor', joined: new Date(2021, 2, 14) },
  { id: 2, name: 'Lars Nilsson', role: 'Viewer', joined: new Date(2022, 8, 1) },
  { id: 3, name: 'Maya Cohen', role: 'Admin', joined: new Date(2020, 0, 20) },
];

export default function CrudGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState({});
  const nextId = React.useRef(4);

  const addMember = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((previous) => [
      ...previous,
      { id, name: '', role: 'Viewer', joined: new Date(2024, 3, 17), isNew: true },
    ]);
    setRowModesModel((previous) => ({
      ...previous,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' },
    }));
  };

  // Clicking outside the row does not save it: the buttons do.
  const handleRowEditStop = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut)
      event.defaultMuiPrevented = true;
  };

  const setMode = (id, mode, ignoreModifications = false) =>
    setRowModesModel((previous) => ({
      ...previous,
      [id]: mode === GridRowModes.View ? { mode, ignoreModifications } : { mode },
    }));

  const cancel = (id) => {
    setMode(id, GridRowModes.View, true);
    // A new row that was never saved disappears.
    setRows((previous) => previous.filter((row) => !(row.id === id && row.isNew)));
  };

  const processRowUpdate = (updated) => {
    const saved = { ...updated, isNew: false };
    setRows((previous) =>
      previous.map((row) => (row.id === saved.id ? saved : row)),
    );
    return saved;
  };

  const columns = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
    {
      field: 'role',
      headerName: 'Role',
      type: 'singleSelect',
      valueOptions: ['Admin', 'Editor', 'Viewer'],
      width: 120,
      editable: true,
    },
    {
      field: 'joined',
      headerName: 'Joined',
      type: 'date',
      width: 130,
      editable: true,
      valueFormatter: formatDay,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id, row }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label={`Save ${row.name || 'new member'}`}
              onClick={() => setMode(id, GridRowModes.View)}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CancelIcon />}
              label={`Cancel editing ${row.name || 'new member'}`}
              onClick={() => cancel(id)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`Edit ${row.name}`}
            onClick={() => setMode(id, GridRowModes.Edit)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${row.name}`}
            onClick={() =>
              setRows((previous) => previous.filter((item) => item.id !== id))
            }
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={processRowUpdate}
        slots={{ toolbar: AddToolbar }}
        slotProps={{ toolbar: { onAddMember: addMember } }}
        hideFooter
        aria-label="Team members"
      />
    </Box>
  );
}
