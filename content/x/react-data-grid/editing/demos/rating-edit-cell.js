import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

function RatingEditCell({ id, field, value, hasFocus }) {
  const apiRef = useGridApiContext();
  const ref = React.useRef(null);
  React.useLayoutEffect(() => {
    if (hasFocus) ref.current?.querySelector(`input[value="${value}"]`)?.focus();
  }, [hasFocus, value]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1, height: '100%' }}>
      <Rating
        ref={ref}
        name={`rating-${id}`}
        value={value ?? 0}
        onChange={(_event, next) =>
          apiRef.current.setEditCellValue({ id, field, value: next ?? 0 })
        }
      />
    </Box>
  );
}

const rows = [
  { id: 1, title: 'Spirited Away', stars: 5 },
  { id: 2, title: 'Cléo from 5 to 7', stars: 4 },
  { id: 3, title: 'Parasite', stars: 5 },
];

const columns = [
  { field: 'title', headerName: 'Film', flex: 1 },
  {
    field: 'stars',
    headerName: 'My rating',
    width: 180,
    editable: true,
    renderCell: ({ value }) => (
      <Rating readOnly value={value} size="small" aria-label={`${value} stars`} />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function RatingEditCellDemo() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Film ratings" />
    </Box>
  );
}
