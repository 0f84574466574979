import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import FunctionsIcon from '@mui/icons-material/Functions';
import { DataGrid, GridColumnMenu, useGridApiContext } from '@mui/x-data-grid';

// The menu item reports back through context: slots render inside the grid, not in this component.
const ReportContext = React.createContext(() => {});

function CountValuesItem({ colDef, onClick }) {
  const apiRef = useGridApiContext();
  const report = React.useContext(ReportContext);
  const count = () => {
    const values = apiRef.current
      .getAllRowIds()
      .map((id) => apiRef.current.getCellValue(id, colDef.field));
    report(`${colDef.headerName}: ${new Set(values).size} distinct values`);
  };
  return (
    <MenuItem
      onClick={(event) => {
        count();
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FunctionsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Count distinct values</ListItemText>
    </MenuItem>
  );
}

function ColumnMenu(props) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        columnMenuDistinctItem: CountValuesItem,
        columnMenuColumnsItem: null,
      }}
      slotProps={{ columnMenuDistinctItem: { displayOrder: 15 } }}
    />
  );
}

const rows = [
  { id: 1, plant: 'Basil', family: 'Lamiaceae', light: 'Full sun' },
  { id: 2, plant: 'Mint', family: 'Lamiaceae', light: 'Partial shade' },
  { id: 3, plant: 'Tomato', family: 'Solanaceae', light: 'Full sun' },
  { id: 4, plant: 'Parsley', family: 'Apiaceae', light: 'Partial shade' },
  { id: 5, plant: 'Pepper', family: 'Solanaceae', light: 'Full sun' },
];

const columns = [
  { field: 'plant', headerName: 'Plant', flex: 1 },
  { field: 'family', headerName: 'Family', flex: 1 },
  { field: 'light', headerName: 'Light', flex: 1 },
];

export default function CustomMenuItem() {
  const [message, setMessage] = React.useState(
    'Open a column menu and pick "Count distinct values".',
  );
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <ReportContext.Provider value={setMessage}>
        <Box sx={{ height: 300 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            slots={{ columnMenu: ColumnMenu }}
            hideFooter
            aria-label="Herb garden"
          />
        </Box>
      </ReportContext.Provider>
    </Box>
  );
}
