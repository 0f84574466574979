import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

const rows = [
  { id: 1, city: 'القاهرة', country: 'مصر', population: 10.1 },
  { id: 2, city: 'الرياض', country: 'السعودية', population: 7.7 },
  { id: 3, city: 'الدار البيضاء', country: 'المغرب', population: 3.4 },
  { id: 4, city: 'عمّان', country: 'الأردن', population: 4.0 },
];

const columns = [
  { field: 'city', headerName: 'المدينة', flex: 1 },
  { field: 'country', headerName: 'الدولة', flex: 1 },
  { field: 'population', headerName: 'السكان (مليون)', type: 'number', width: 150 },
];

// Created on first use, in the browser, so server rendering never sees a second Emotion cache.
let rtlCache;
const getRtlCache = () =>
  (rtlCache ??= createCache({
    key: 'muirtl',
    stylisPlugins: [prefixer, rtlPlugin],
  }));

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function ArabicRtlGrid() {
  const outer = useTheme();
  const [rtl, setRtl] = React.useState(false);
  // Keep the site's palette (light or dark); change only the direction and the grid's texts.
  const theme = React.useMemo(
    () =>
      createTheme(
        { palette: { mode: outer.palette.mode }, direction: rtl ? 'rtl' : 'ltr' },
        arSD,
      ),
    [outer.palette.mode, rtl],
  );
  const grid = (
    <ThemeProvider theme={theme}>
      <Box dir={rtl ? 'rtl' : 'ltr'} lang="ar" sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: Toolbar }}
          aria-label="مدن عربية"
        />
      </Box>
    </ThemeProvider>
  );
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={rtl} onChange={(event) => setRtl(event.target.checked)} />
        }
        label="Right to left"
      />
      {rtl ? <CacheProvider value={getRtlCache()}>{grid}</CacheProvider> : grid}
    </Box>
  );
}
