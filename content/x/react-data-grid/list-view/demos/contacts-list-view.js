import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    name: 'Farida Yusuf',
    company: 'Sahel Solar',
    email: 'farida@example.com',
  },
  { id: 2, name: 'Lukas Brandt', company: 'Brandt Bau', email: 'lukas@example.com' },
  {
    id: 3,
    name: 'Camila Rojas',
    company: 'Andes Coffee',
    email: 'camila@example.com',
  },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'company', headerName: 'Company', flex: 1 },
  { field: 'email', headerName: 'Email', flex: 1 },
];

function ContactCard({ row }) {
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ height: '100%' }}>
      <Avatar>{row.name[0]}</Avatar>
      <div>
        <Typography variant="body2" fontWeight={600}>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.company} · {row.email}
        </Typography>
      </div>
    </Stack>
  );
}

const listColumn = { field: 'card', renderCell: ContactCard };

export default function ContactsListView() {
  const narrow = useMediaQuery('(max-width: 600px)');
  const [list, setList] = React.useState(narrow);
  React.useEffect(() => setList(narrow), [narrow]);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={list}
            onChange={(event) => setList(event.target.checked)}
          />
        }
        label="List view"
      />
      <Box sx={{ height: 320 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          unstable_listView={list}
          unstable_listColumn={listColumn}
          rowHeight={list ? 64 : 52}
          hideFooter
          aria-label="Contacts"
        />
      </Box>
    </Box>
  );
}
