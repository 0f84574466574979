import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import { DataGridPro, useGridApiContext } from '@mui/x-data-grid-pro';

const initialRows = [
  { id: 1, name: 'Budget 2024.xlsx', size: '84 KB', starred: true },
  { id: 2, name: 'Brand guide.pdf', size: '2.1 MB', starred: false },
  { id: 3, name: 'Meeting notes.docx', size: '36 KB', starred: false },
  { id: 4, name: 'Roadmap.pptx', size: '1.4 MB', starred: false },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'size', headerName: 'Size', width: 100 },
];

function DocCard({ row }) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState(null);
  const menuId = `doc-menu-${row.id}`;
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={1}
      sx={{ height: '100%', width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" fontWeight={600} noWrap>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.size}
        </Typography>
      </Box>
      {row.starred && (
        <StarIcon color="primary" titleAccess="Starred" fontSize="small" />
      )}
      <IconButton
        size="small"
        aria-label={`Actions for ${row.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        <MenuItem
          onClick={() => {
            // The list cell talks to the grid through the API context, like any custom cell.
            apiRef.current.updateRows([{ ...row, starred: !row.starred }]);
            setAnchor(null);
          }}
        >
          {row.starred ? 'Remove star' : 'Add star'}
        </MenuItem>
        <MenuItem
          onClick={() => {
            apiRef.current.updateRows([{ id: row.id, _action: 'delete' }]);
            setAnchor(null);
          }}
        >
          Delete
        </MenuItem>
      </Menu>
    </Stack>
  );
}

const listColumn = { field: 'card', renderCell: DocCard };

export default function ListViewActionsMenu() {
  return (
    <Box sx={{ height: 340, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={initialRows}
        columns={columns}
        unstable_listView
        unstable_listColumn={listColumn}
        rowHeight={64}
        hideFooter
        aria-label="Documents"
      />
    </Box>
  );
}
