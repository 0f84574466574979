import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';

const HEADINGS = ['h1', 'h2', 'h3', 'h4'];
const BREAKPOINTS = ['sm', 'md', 'lg'];

// responsiveFontSizes writes a media query per breakpoint into each variant; read them back.
function sizeAt(style, query) {
  if (query === null) return String(style.fontSize);
  const block = style[query];
  return block?.fontSize ?? '-';
}

export default function TypographyResponsiveFactor() {
  const [factor, setFactor] = React.useState(2);
  const theme = React.useMemo(
    () => responsiveFontSizes(createTheme(), { factor }),
    [factor],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 300, mb: 2 }}>
        <Typography id="responsive-factor-label" variant="body2" gutterBottom>
          factor: {factor}
        </Typography>
        <Slider
          aria-labelledby="responsive-factor-label"
          min={1}
          max={5}
          step={0.5}
          marks
          value={factor}
          onChange={(_, value) => setFactor(value)}
        />
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Heading sizes per breakpoint">
          <TableHead>
            <TableRow>
              <TableCell>Variant</TableCell>
              <TableCell>xs</TableCell>
              {BREAKPOINTS.map((key) => (
                <TableCell key={key}>
                  {key} ({theme.breakpoints.values[key]}px+)
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {HEADINGS.map((variant) => {
              const style = theme.typography[variant];
              return (
                <TableRow key={variant}>
                  <TableCell component="th" scope="row">
                    {variant}
                  </TableCell>
                  <TableCell>{sizeAt(style, null)}</TableCell>
                  {BREAKPOINTS.map((key) => (
                    <TableCell key={key}>
                      {sizeAt(style, theme.breakpoints.up(key))}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
