import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { COMPARISON, PLANS } from './plans';

/** The table scrolls inside its own box on phones, so the page itself never scrolls sideways. */
export function ComparisonTable() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      tabIndex={0}
      aria-label="Plan comparison"
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Feature</TableCell>
            {PLANS.map((plan) => (
              <TableCell key={plan.name} align="center">
                {plan.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {COMPARISON.map((row) => (
            <TableRow key={row.feature}>
              <TableCell component="th" scope="row">
                {row.feature}
              </TableCell>
              {row.plans.map((included, index) => (
                <TableCell key={PLANS[index].name} align="center">
                  {included ? (
                    <CheckIcon fontSize="small" color="primary" titleAccess="Included" />
                  ) : (
                    <RemoveIcon fontSize="small" color="disabled" titleAccess="Not included" />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
