import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tree = {
  Home: ['Documents', 'Photos'],
  Documents: ['Invoices', 'Contracts'],
  Photos: ['2024', '2025'],
  Invoices: [],
  Contracts: [],
  2024: [],
  2025: [],
};

export default function BreadcrumbFolders() {
  const [path, setPath] = React.useState(['Home', 'Documents']);
  const current = path[path.length - 1];

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Breadcrumbs aria-label="Folder path">
        {path.slice(0, -1).map((folder, index) => (
          <Link
            key={folder}
            component="button"
            underline="hover"
            onClick={() => setPath(path.slice(0, index + 1))}
          >
            {folder}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="page">
          {current}
        </Typography>
      </Breadcrumbs>
      {tree[current].length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          This folder is empty.
        </Typography>
      ) : (
        <List dense aria-label={`Contents of ${current}`}>
          {tree[current].map((child) => (
            <ListItem key={child} disablePadding>
              <ListItemButton onClick={() => setPath([...path, child])}>
                <ListItemText primary={child} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
