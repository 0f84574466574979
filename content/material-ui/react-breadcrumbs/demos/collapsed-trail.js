import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const trail = ['Store', 'Outdoor', 'Camping', 'Tents', 'Two-person', 'Ultralight'];

export default function CollapsedTrail() {
  const [selected, setSelected] = React.useState('Ultralight');

  return (
    <Stack spacing={1}>
      <Breadcrumbs
        aria-label="Product category"
        maxItems={4}
        itemsBeforeCollapse={1}
        itemsAfterCollapse={2}
        separator={<NavigateNextIcon fontSize="small" />}
      >
        {trail.slice(0, -1).map((level) => (
          <Link
            key={level}
            component="button"
            underline="hover"
            color="inherit"
            onClick={() => setSelected(level)}
          >
            {level}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="page">
          {trail[trail.length - 1]}
        </Typography>
      </Breadcrumbs>
      <Typography variant="body2" color="text.secondary">
        Last chosen level: {selected}
      </Typography>
    </Stack>
  );
}
