import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

// Button names in Spanish: what a screen reader announces for each item.
function ariaLabel(type, page, selected) {
  if (type === 'page')
    return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
  if (type === 'previous') return 'Página anterior';
  if (type === 'next') return 'Página siguiente';
  if (type === 'first') return 'Primera página';
  return 'Última página';
}

export default function TranslatedPagination() {
  const [page, setPage] = React.useState(3);
  return (
    <div lang="es">
      <Typography variant="body2" gutterBottom>
        Página {page} de 9
      </Typography>
      <Pagination
        count={9}
        page={page}
        onChange={(_event, next) => setPage(next)}
        getItemAriaLabel={ariaLabel}
        aria-label="Paginación de resultados"
        showFirstButton
        showLastButton
      />
    </div>
  );
}
