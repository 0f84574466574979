import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const months = ['January', 'February', 'March'];

function MonthTable({ month }: { month: string }) {
  // Stands in for a heavy component: rendered only while its panel is open.
  const rows = Array.from({ length: 5 }, (_, day) => ({ day: day + 1, visits: ((day + 3) * 97) % 400 }));
  return (
    <Table size="small" aria-label={`${month} visits`}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.day}>
            <TableCell>
              {month} {row.day}
            </TableCell>
            <TableCell align="right">{row.visits} visits</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function LazyReportAccordion() {
  return (
    <div>
      {months.map((month) => (
        // unmountOnExit drops the details from the DOM while closed.
        <Accordion key={month} slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`report-${month.toLowerCase()}-header`} aria-controls={`report-${month.toLowerCase()}-content`}>
            <Typography component="span">{month} report</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <MonthTable month={month} />
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
