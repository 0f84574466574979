import * as React from 'react';
import { Button } from '@mui/base/Button';
import './button-state-classes.css';

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

export default function ButtonStateClassesCss() {
  const { ref, classes } = useClassWatch();
  const [disabled, setDisabled] = React.useState(false);
  return (
    <div className="button-state-classes">
      <label>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        disabled
      </label>
      <Button ref={ref} className="button-state-classes-button" disabled={disabled}>
        Save draft
      </Button>
      <span>
        Base UI classes now: <code>{classes || '…'}</code> (Tab to it, press and hold
        it)
      </span>
    </div>
  );
}
