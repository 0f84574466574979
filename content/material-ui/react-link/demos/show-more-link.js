import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const summary = 'The release moves the date pickers to the new adapter API.';
const details =
  ' Existing pickers keep working; the old adapter prints a warning once and will be removed in the next major version.';

export default function ShowMoreLink() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Typography sx={{ maxWidth: 520 }}>
      {summary}
      {expanded && details}{' '}
      <Link
        component="button"
        variant="body1"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Link>
    </Typography>
  );
}
