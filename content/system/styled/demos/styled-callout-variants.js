import * as React from 'react';
import { styled } from '@mui/system';

const Callout = styled('div', {
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'compact',
})(({ theme }) => ({
  padding: theme.spacing(2),
  borderLeft: '4px solid',
  borderRadius: 4,
  backgroundColor: theme.palette.action.hover,
  variants: [
    { props: { tone: 'info' }, style: { borderLeftColor: theme.palette.info.main } },
    {
      props: { tone: 'warning' },
      style: { borderLeftColor: theme.palette.warning.main },
    },
    { props: { compact: true }, style: { padding: theme.spacing(1), fontSize: 14 } },
  ],
}));

export default function StyledCalloutVariants() {
  const [compact, setCompact] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <label>
        <input
          type="checkbox"
          checked={compact}
          onChange={(e) => setCompact(e.target.checked)}
        />{' '}
        Compact
      </label>
      <Callout tone="info" compact={compact} role="note" aria-label="Tip">
        Backups run every night at 02:00 UTC.
      </Callout>
      <Callout tone="warning" compact={compact} role="note" aria-label="Warning">
        Deleting a project also deletes its backups.
      </Callout>
    </div>
  );
}
