import * as React from 'react';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkAsButton() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Typography level="body-md" sx={{ maxWidth: 420 }}>
      The cabin sleeps four, with a wood stove and a view of the lake.
      {expanded &&
        ' A rowing boat, two bikes and a sauna by the water are included; the nearest shop is 6 km away.'}{' '}
      {/* component="button": it looks like a link but performs an action, so it is a button. */}
      <Link
        component="button"
        onClick={() => setExpanded((value) => !value)}
        aria-expanded={expanded}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Link>
    </Typography>
  );
}
