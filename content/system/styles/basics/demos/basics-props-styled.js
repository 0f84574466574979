import * as React from 'react';
import { styled } from '@mui/system';

// Props adapt the styles, and shouldForwardProp keeps them off the DOM element.
const Banner = styled('div', {
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'compact',
})(({ theme, tone, compact }) => ({
  padding: compact ? theme.spacing(1, 1.5) : theme.spacing(2, 2.5),
  borderRadius: 8,
  border: `1px solid ${tone === 'primary' ? theme.palette.primary.main : theme.palette.divider}`,
  backgroundColor: tone === 'primary' ? theme.palette.primary.main : 'transparent',
  color: tone === 'primary' ? theme.palette.primary.contrastText : 'inherit',
}));

export default function BasicsPropsStyled() {
  const [tone, setTone] = React.useState('primary');
  const [compact, setCompact] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <label>
          <input
            type="checkbox"
            checked={tone === 'primary'}
            onChange={(event) =>
              setTone(event.target.checked ? 'primary' : 'neutral')
            }
          />{' '}
          tone: primary
        </label>
        <label>
          <input
            type="checkbox"
            checked={compact}
            onChange={(event) => setCompact(event.target.checked)}
          />{' '}
          compact
        </label>
      </div>
      <Banner tone={tone} compact={compact} role="status">
        Scheduled maintenance on Sunday, 02:00 to 03:00 UTC.
      </Banner>
    </div>
  );
}
