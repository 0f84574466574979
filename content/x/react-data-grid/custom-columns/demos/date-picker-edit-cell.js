import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 1, guest: 'Mira Patel', checkIn: new Date(2024, 3, 17) },
  { id: 2, guest: 'Oskar Lind', checkIn: new Date(2024, 3, 21) },
  { id: 3, guest: 'Zanele Dube', checkIn: new Date(2024, 4, 2) },
];

function DatePickerEditCell({ id, field, value, colDef }) {
  const apiRef = useGridApiContext();
  const handleChange = (next) => {
    // Write the picked date back into the cell's pending edit value.
    apiRef.current.setEditCellValue({
      id,
      field,
      value: next ? next.toDate() : null,
    });
  };
  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      onChange={handleChange}
      autoFocus
      // No visible label inside a cell: the column header names the field for screen readers.
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          inputProps: { 'aria-label': colDef.headerName },
        },
      }}
    />
  );
}

// A reusable fragment: spread it into any date column that should edit with the MUI X picker.
const pickerDateColumn = {
  type: 'date',
  editable: true,
  renderEditCell: (params) => <DatePickerEditCell {...params} />,
  valueFormatter: (value) => (value ? dayjs(value).format('DD MMM YYYY') : ''),
};

const columns = [
  { field: 'guest', headerName: 'Guest', flex: 1 },
  { ...pickerDateColumn, field: 'checkIn', headerName: 'Check-in', width: 200 },
];

export default function DatePickerEditCellDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 260, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter aria-label="Bookings" />
      </Box>
    </LocalizationProvider>
  );
}
