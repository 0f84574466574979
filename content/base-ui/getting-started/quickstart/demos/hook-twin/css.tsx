import * as React from 'react';
import { Button } from '@mui/base/Button';
import { useButton } from '@mui/base/useButton';
import './hook-twin.css';

// The hook version: same behaviour, your own markup (a span), state read from the hook.
function HookButton({ count, onClick }: { count: number; onClick: () => void }) {
  const ref = React.useRef<HTMLSpanElement>(null);
  // rootElementName tells the hook it is not a <button>, so it adds role="button" and tabIndex.
  const { getRootProps, active, focusVisible } = useButton({ rootRef: ref, rootElementName: 'span' });
  const classes = ['hook-twin-button', active && 'base--active', focusVisible && 'base--focusVisible'];
  return (
    <span {...getRootProps({ onClick })} className={classes.filter(Boolean).join(' ')}>
      Like · {count}
    </span>
  );
}

export default function HookTwinCss() {
  const [saved, setSaved] = React.useState(0);
  const [likes, setLikes] = React.useState(12);
  return (
    <div className="hook-twin">
      <Button className="hook-twin-button" onClick={() => setSaved(saved + 1)}>
        Save ({saved})
      </Button>
      <HookButton count={likes} onClick={() => setLikes(likes + 1)} />
    </div>
  );
}
