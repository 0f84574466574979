import * as React from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const initialFiles = [
  { name: 'budget-2024.xlsx', size: '84 KB', modified: '2 days ago' },
  { name: 'logo.svg', size: '6 KB', modified: 'last week' },
  { name: 'minutes-march.docx', size: '31 KB', modified: 'March 28' },
  { name: 'photo-team.jpg', size: '2.1 MB', modified: 'March 2' },
];

export default function SelectableFilesTable() {
  const [files, setFiles] = React.useState(initialFiles);
  const [selected, setSelected] = React.useState([]);
  const allSelected = files.length > 0 && selected.length === files.length;

  const toggle = (name) =>
    setSelected((current) =>
      current.includes(name)
        ? current.filter((n) => n !== name)
        : [...current, name],
    );

  return (
    <Paper variant="outlined">
      {/* The toolbar changes with the selection: a count and the actions that apply to it. */}
      <Toolbar
        sx={{
          pl: 2,
          pr: 1,
          ...(selected.length > 0 && { bgcolor: 'action.selected' }),
        }}
      >
        <Typography
          sx={{ flex: 1 }}
          variant={selected.length > 0 ? 'subtitle1' : 'h6'}
          component="div"
          role="status"
        >
          {selected.length > 0 ? `${selected.length} selected` : 'Files'}
        </Typography>
        {selected.length > 0 ? (
          <Tooltip title="Delete selected">
            <IconButton
              aria-label="Delete selected"
              onClick={() => {
                setFiles(files.filter((file) => !selected.includes(file.name)));
                setSelected([]);
              }}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Toolbar>
      <TableContainer>
        <Table aria-label="Files">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={() =>
                    setSelected(allSelected ? [] : files.map((file) => file.name))
                  }
                  inputProps={{ 'aria-label': 'Select all files' }}
                />
              </TableCell>
              <TableCell>Name</TableCell>
              <TableCell align="right">Size</TableCell>
              <TableCell>Modified</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => {
              const isSelected = selected.includes(file.name);
              return (
                <TableRow
                  key={file.name}
                  hover
                  selected={isSelected}
                  aria-selected={isSelected}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => toggle(file.name)}
                      inputProps={{ 'aria-label': `Select ${file.name}` }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {file.name}
                  </TableCell>
                  <TableCell align="right">{file.size}</TableCell>
                  <TableCell>{file.modified}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
