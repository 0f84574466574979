import * as React from 'react';
import Box from '@mui/material/Box';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import PushPinIcon from '@mui/icons-material/PushPin';
import { DataGridPro, GridActionsCellItem } from '@mui/x-data-grid-pro';

const allRows = [
  { id: 1, symbol: 'ACME', price: 112.4 },
  { id: 2, symbol: 'GLOBX', price: 58.1 },
  { id: 3, symbol: 'INITECH', price: 23.75 },
  { id: 4, symbol: 'UMBRL', price: 301.2 },
  { id: 5, symbol: 'WAYNE', price: 187.6 },
];

export default function PinFromRowActions() {
  // Which rows are pinned, and where, is plain React state: rows and pinnedRows derive from it.
  const [pinned, setPinned] = React.useState({ 4: 'top' });

  const pin = (id, side) =>
    setPinned((prev) => {
      const next = { ...prev };
      if (side) {
        next[id] = side;
      } else {
        delete next[id];
      }
      return next;
    });

  const rows = allRows.filter((row) => !pinned[row.id]);
  const pinnedRows = {
    top: allRows.filter((row) => pinned[row.id] === 'top'),
    bottom: allRows.filter((row) => pinned[row.id] === 'bottom'),
  };

  const columns = [
    { field: 'symbol', headerName: 'Symbol', flex: 1 },
    { field: 'price', headerName: 'Price', type: 'number', width: 110 },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Pin',
      width: 110,
      getActions: ({ id, row }) =>
        pinned[id]
          ? [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinIcon />}
                label={`Unpin ${row.symbol}`}
                onClick={() => pin(id)}
              />,
            ]
          : [
              <GridActionsCellItem
                key="top"
                icon={<VerticalAlignTopIcon />}
                label={`Pin ${row.symbol} to top`}
                onClick={() => pin(id, 'top')}
              />,
              <GridActionsCellItem
                key="bottom"
                icon={<VerticalAlignBottomIcon />}
                label={`Pin ${row.symbol} to bottom`}
                onClick={() => pin(id, 'bottom')}
              />,
            ],
    },
  ];

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        hideFooter
        aria-label="Watch list"
      />
    </Box>
  );
}
