import * as React from 'react';
import { emphasize, styled } from '@mui/material/styles';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import HomeIcon from '@mui/icons-material/Home';

// Each crumb as a chip: a bigger target on touch screens.
const CrumbChip = styled(Chip)(({ theme }) => {
  const background =
    theme.palette.mode === 'light'
      ? theme.palette.grey[100]
      : theme.palette.grey[800];
  return {
    backgroundColor: background,
    height: theme.spacing(3),
    color: theme.palette.text.primary,
    fontWeight: theme.typography.fontWeightRegular,
    '&:hover, &:focus-visible': { backgroundColor: emphasize(background, 0.06) },
    '&:active': {
      boxShadow: theme.shadows[1],
      backgroundColor: emphasize(background, 0.12),
    },
  };
});

export default function ChipBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Location as chips">
      <CrumbChip
        component="a"
        href="/material-ui/getting-started/"
        label="Material UI"
        icon={<HomeIcon fontSize="small" />}
        clickable
      />
      <CrumbChip
        component="a"
        href="/material-ui/all-components/"
        label="Components"
        clickable
      />
      <CrumbChip label="Breadcrumbs" aria-current="page" />
    </Breadcrumbs>
  );
}
