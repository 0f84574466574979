import * as React from 'react';
import { Button } from '@mui/base/Button';

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

export default function ButtonStateClassesTailwind() {
  const { ref, classes } = useClassWatch();
  const [disabled, setDisabled] = React.useState(false);
  return (
    <div className="grid justify-items-start gap-3">
      <label>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        disabled
      </label>
      <Button
        ref={ref}
        className="cursor-pointer rounded-lg border-0 bg-blue-700 px-4 py-2 font-semibold text-white [&.base--active]:bg-blue-900 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:bg-slate-300 [&.base--disabled]:text-slate-700 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300"
        disabled={disabled}
      >
        Save draft
      </Button>
      <span>
        Base UI classes now: <code>{classes || '…'}</code> (Tab to it, press and hold
        it)
      </span>
    </div>
  );
}
