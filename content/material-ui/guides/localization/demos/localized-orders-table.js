import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { arEG, deDE, enUS, frFR, jaJP, ptBR } from '@mui/material/locale';

const locales = { enUS, frFR, deDE, jaJP, ptBR, arEG };

/** The outer theme plus the locale's default props, component by component. */
function withLocale(locale) {
  return (outer) => {
    const components = { ...outer.components };
    for (const [name, value] of Object.entries(locale.components ?? {})) {
      const own = components[name]?.defaultProps;
      components[name] = {
        ...components[name],
        defaultProps: { ...own, ...value.defaultProps },
      };
    }
    return { ...outer, components: components };
  };
}

export default function LocalizedOrdersTable() {
  const [locale, setLocale] = React.useState('frFR');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const theme = React.useMemo(() => withLocale(locales[locale]), [locale]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        label="Locale"
        size="small"
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        sx={{ minWidth: 160 }}
      >
        {Object.keys(locales).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={theme}>
        <TablePagination
          component="div"
          count={243}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
        <Pagination
          count={Math.ceil(243 / rowsPerPage)}
          page={page + 1}
          onChange={(_, p) => setPage(p - 1)}
        />
      </ThemeProvider>
    </Stack>
  );
}
