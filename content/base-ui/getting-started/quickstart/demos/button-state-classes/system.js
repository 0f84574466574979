import * as React from 'react';
import { Button as BaseButton } from '@mui/base/Button';
import { styled } from '@mui/system';

const Button = styled(BaseButton)({
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&.base--active': { backgroundColor: '#1e3a8a' },
  '&.base--focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
  '&.base--disabled': {
    backgroundColor: '#cbd5e1',
    color: '#334155',
    cursor: 'not-allowed',
  },
});

// Reads the class attribute after each interaction, to show which state classes Base UI set.
function useClassWatch() {
  const ref = React.useRef(null);
  const [classes, setClasses] = React.useState('');
  React.useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const read = () =>
      setClasses(
        node.className
          .split(' ')
          .filter((name) => name.startsWith('base'))
          .join(' '),
      );
    read();
    const observer = new MutationObserver(read);
    observer.observe(node, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return { ref, classes };
}

export default function ButtonStateClassesSystem() {
  const { ref, classes } = useClassWatch();
  const [disabled, setDisabled] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <label>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        disabled
      </label>
      <Button ref={ref} disabled={disabled}>
        Save draft
      </Button>
      <span>
        Base UI classes now: <code>{classes || '…'}</code> (Tab to it, press and hold
        it)
      </span>
    </div>
  );
}
