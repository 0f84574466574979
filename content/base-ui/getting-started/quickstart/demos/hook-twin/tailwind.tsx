import * as React from 'react';
import { Button } from '@mui/base/Button';
import { useButton } from '@mui/base/useButton';

const look =
  'cursor-pointer rounded-lg border-0 bg-blue-700 px-4 py-2 text-white [&.base--active]:bg-blue-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300';

// The hook version: same behaviour, your own markup (a span), state read from the hook.
function HookButton({ count, onClick }: { count: number; onClick: () => void }) {
  const ref = React.useRef<HTMLSpanElement>(null);
  // rootElementName tells the hook it is not a <button>, so it adds role="button" and tabIndex.
  const { getRootProps, active, focusVisible } = useButton({ rootRef: ref, rootElementName: 'span' });
  return (
    <span
      {...getRootProps({ onClick })}
      className={`inline-flex cursor-pointer rounded-lg px-4 py-2 text-white ${active ? 'bg-blue-900' : 'bg-blue-700'} ${
        focusVisible ? 'outline outline-[3px] outline-offset-2 outline-blue-300' : ''
      }`}
    >
      Like · {count}
    </span>
  );
}

export default function HookTwinTailwind() {
  const [saved, setSaved] = React.useState(0);
  const [likes, setLikes] = React.useState(12);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button onClick={() => setSaved(saved + 1)} className={look}>
        Save ({saved})
      </Button>
      <HookButton count={likes} onClick={() => setLikes(likes + 1)} />
    </div>
  );
}
