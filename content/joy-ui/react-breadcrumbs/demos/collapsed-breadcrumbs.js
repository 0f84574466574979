import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

const levels = ['Store', 'Kitchen', 'Cookware', 'Pans', 'Cast iron'];

export default function CollapsedBreadcrumbs() {
  const [expanded, setExpanded] = React.useState(false);
  const parents = levels.slice(0, -1);
  const visible = expanded ? parents : [parents[0], parents[parents.length - 1]];

  return (
    <Breadcrumbs aria-label="Category path" size="sm">
      {visible.map((level, index) => [
        <Link key={level} href="/joy-ui/react-breadcrumbs/" color="neutral">
          {level}
        </Link>,
        !expanded && index === 0 ? (
          <IconButton
            key="more"
            size="sm"
            variant="plain"
            aria-label={`Show ${parents.length - 2} hidden levels`}
            onClick={() => setExpanded(true)}
          >
            <MoreHoriz />
          </IconButton>
        ) : null,
      ])}
      <Typography aria-current="page">{levels[levels.length - 1]}</Typography>
    </Breadcrumbs>
  );
}
