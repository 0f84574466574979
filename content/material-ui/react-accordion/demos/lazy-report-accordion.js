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

function MonthTable({ month }) {
  // Stands in for a heavy component: rendered only while its panel is open.
  const rows = Array.from({ length: 5 }, (_, day) => ({
    day: day + 1,
    visits: ((day + 3) * 97) % 400,
  }));
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
  const [open, setOpen] = React.useState([]);
  return (
    <div>
      {months.map((month) => {
        const id = `report-${month.toLowerCase()}`;
        const expanded = open.includes(month);
        return (
          // unmountOnExit drops the details from the DOM while closed, so the summary points at
          // them (aria-controls) only while they exist.
          <Accordion
            key={month}
            expanded={expanded}
            onChange={(_event, isOpen) =>
              setOpen((current) =>
                isOpen ? [...current, month] : current.filter((m) => m !== month),
              )
            }
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${id}-header`}
              aria-controls={expanded ? `${id}-content` : undefined}
            >
              <Typography component="span">{month} report</Typography>
            </AccordionSummary>
            <AccordionDetails id={`${id}-content`}>
              <MonthTable month={month} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
