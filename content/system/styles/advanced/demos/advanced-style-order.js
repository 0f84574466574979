import * as React from 'react';
import { styled } from '@mui/system';

// Which rule wins today: the base styled() rules, then a styled() wrapper, then sx, in that
// order, whatever order the style sheets were inserted in.
const Base = styled('div')({
  padding: 12,
  borderRadius: 8,
  border: '3px solid #64748b',
});
const Wrapped = styled(Base)({ borderColor: '#1d4ed8' });

export default function AdvancedStyleOrder() {
  const [wrapper, setWrapper] = React.useState(true);
  const [sx, setSx] = React.useState(false);
  const Component = wrapper ? Wrapped : Base;
  const winner = sx
    ? 'sx (#15803d)'
    : wrapper
      ? 'the styled() wrapper (#1d4ed8)'
      : 'the base rule (#64748b)';
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <label>
          <input
            type="checkbox"
            checked={wrapper}
            onChange={(event) => setWrapper(event.target.checked)}
          />{' '}
          Wrap with styled(Base)
        </label>
        <label>
          <input
            type="checkbox"
            checked={sx}
            onChange={(event) => setSx(event.target.checked)}
          />{' '}
          Add sx
        </label>
      </div>
      <Component sx={sx ? { borderColor: '#15803d' } : undefined}>
        The border colour comes from {winner}.
      </Component>
    </div>
  );
}
