import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme } from '@mui/material/styles';

// Two themes that differ only in what they believe 1rem is.
const matching = createTheme({ typography: { htmlFontSize: 16 } });
const tenPixelRoot = createTheme({ typography: { htmlFontSize: 10 } });

const SIZES = [12, 14, 16, 24, 32];

export default function TypographyHtmlFontSize() {
  return (
    <Table
      size="small"
      aria-label="pxToRem with two htmlFontSize values"
      sx={{ maxWidth: 520 }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Pixels wanted</TableCell>
          <TableCell>htmlFontSize 16 (browser default)</TableCell>
          <TableCell>htmlFontSize 10 (html at 62.5%)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {SIZES.map((px) => (
          <TableRow key={px}>
            <TableCell component="th" scope="row">
              {px}px
            </TableCell>
            <TableCell>{matching.typography.pxToRem(px)}</TableCell>
            <TableCell>{tenPixelRoot.typography.pxToRem(px)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
