import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, GridEditInputCell } from '@mui/x-data-grid';

const takenSlugs = ['about', 'contact', 'pricing', 'blog'];

// Stands in for a server check: answers after a short delay.
function checkSlug(slug) {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (!/^[a-z0-9-]+$/.test(slug))
        resolve('Use lowercase letters, digits and dashes.');
      else
        resolve(
          takenSlugs.includes(slug)
            ? `"${slug}" is already used by another page.`
            : null,
        );
    }, 300);
  });
}

function SlugEditCell(props) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={error || ''} placement="bottom-start">
      <GridEditInputCell {...props} />
    </Tooltip>
  );
}

const rows = [
  { id: 1, title: 'Our team', slug: 'team' },
  { id: 2, title: 'Careers', slug: 'careers' },
];

const columns = [
  { field: 'title', headerName: 'Page title', flex: 1 },
  {
    field: 'slug',
    headerName: 'URL slug',
    width: 180,
    editable: true,
    // Returning a promise keeps the cell in edit mode until the check answers.
    preProcessEditCellProps: async (params) => {
      const message = await checkSlug(String(params.props.value ?? ''));
      return { ...params.props, error: message };
    },
    renderEditCell: (params) => <SlugEditCell {...params} />,
  },
];

export default function SlugAvailability() {
  return (
    <Box sx={{ height: 220, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Pages and their URL slugs; try the slug pricing"
      />
    </Box>
  );
}
