import * as React from 'react';
import { styled } from '@mui/system';

// With name and slot, styled() adds a readable label to the generated class name
// (css-<hash>-AcmeBadge-root), the way makeStyles({ name }) gave AcmeBadge-root-1.
const BadgeRoot = styled('span', { name: 'AcmeBadge', slot: 'Root' })(
  ({ theme }) => ({
    display: 'inline-block',
    padding: theme.spacing(0.25, 1),
    borderRadius: 999,
    border: `1px solid ${theme.palette.divider}`,
    fontSize: 13,
  }),
);

export default function AdvancedClassNames() {
  const ref = React.useRef(null);
  const [className, setClassName] = React.useState('');
  React.useEffect(() => {
    setClassName(ref.current?.className ?? '');
  }, []);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div>
        <BadgeRoot ref={ref}>Beta</BadgeRoot>
      </div>
      <span>
        Its class attribute: <code>{className || '…'}</code>
      </span>
    </div>
  );
}
