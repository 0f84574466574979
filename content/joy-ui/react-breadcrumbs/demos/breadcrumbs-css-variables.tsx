import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';
import ChevronRight from '@mui/icons-material/ChevronRight';

const trail = ['Settings', 'Team', 'Permissions'];

export default function BreadcrumbsCssVariables() {
  return (
    <Stack spacing={2}>
      {['2px', '8px', '20px'].map((gap) => (
        // --Breadcrumbs-gap spaces the items from the separator; the separator slot is styled on its own.
        <Breadcrumbs
          key={gap}
          aria-label={`Trail with a ${gap} gap`}
          separator={<ChevronRight />}
          sx={{ '--Breadcrumbs-gap': gap }}
          slotProps={{ separator: { sx: { color: 'primary.plainColor' } } }}
        >
          {trail.slice(0, -1).map((item) => (
            <Link key={item} color="neutral" href={`?page=${item.toLowerCase()}`}>
              {item}
            </Link>
          ))}
          <Typography aria-current="page">
            {trail[trail.length - 1]} (gap {gap})
          </Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
