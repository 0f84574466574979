import * as React from 'react';
import { Button } from '@mui/base/Button';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

const look = {
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
  '&.base--active, &[data-active="true"]': { backgroundColor: '#1e3a8a' },
  '&.base--focusVisible, &[data-focus-visible="true"]': { outline: '3px solid #93c5fd', outlineOffset: 2 },
};
const StyledButton = styled(Button)(look);
const Surface = styled('span')({ ...look, display: 'inline-flex', alignItems: 'center', gap: 8 });

// The hook version: same behaviour, your own markup (here a span with a count badge).
function HookButton({ count, onClick }: { count: number; onClick: () => void }) {
  const ref = React.useRef<HTMLSpanElement>(null);
  // rootElementName tells the hook it is not a <button>, so it adds role="button" and tabIndex.
  const { getRootProps, active, focusVisible } = useButton({ rootRef: ref, rootElementName: 'span' });
  return (
    <Surface {...getRootProps({ onClick })} data-active={active} data-focus-visible={focusVisible}>
      Like · {count}
    </Surface>
  );
}

export default function HookTwinSystem() {
  const [saved, setSaved] = React.useState(0);
  const [likes, setLikes] = React.useState(12);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <StyledButton onClick={() => setSaved(saved + 1)}>Save ({saved})</StyledButton>
      <HookButton count={likes} onClick={() => setLikes(likes + 1)} />
    </div>
  );
}
