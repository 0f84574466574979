import * as React from 'react';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';

// The buttons beside the page count, replaced through ActionsComponent.
function FirstLastActions({ count, page, rowsPerPage, onPageChange }) {
  const theme = useTheme();
  const last = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const rtl = theme.direction === 'rtl';

  return (
    <Box sx={{ flexShrink: 0, ml: 2.5 }}>
      <IconButton
        onClick={(event) => onPageChange(event, 0)}
        disabled={page === 0}
        aria-label="First page"
      >
        {rtl ? <LastPageIcon /> : <FirstPageIcon />}
      </IconButton>
      <IconButton
        onClick={(event) => onPageChange(event, page - 1)}
        disabled={page === 0}
        aria-label="Previous page"
      >
        {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
      </IconButton>
      <IconButton
        onClick={(event) => onPageChange(event, page + 1)}
        disabled={page >= last}
        aria-label="Next page"
      >
        {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
      </IconButton>
      <IconButton
        onClick={(event) => onPageChange(event, last)}
        disabled={page >= last}
        aria-label="Last page"
      >
        {rtl ? <FirstPageIcon /> : <LastPageIcon />}
      </IconButton>
    </Box>
  );
}

const events = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  text: `Sign-in from device ${index + 1}`,
}));

export default function FirstLastPagination() {
  const [page, setPage] = React.useState(0);
  const rowsPerPage = 5;

  return (
    <TableContainer>
      <Table size="small" aria-label="Security log">
        <TableBody>
          {events
            .slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage)
            .map((event) => (
              <TableRow key={event.id}>
                <TableCell sx={{ width: 48 }}>{event.id}</TableCell>
                <TableCell>{event.text}</TableCell>
              </TableRow>
            ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={events.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next)}
              ActionsComponent={FirstLastActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
