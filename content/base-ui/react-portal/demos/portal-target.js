import * as React from 'react';
import { Portal } from '@mui/base/Portal';

function ParentName() {
  const ref = React.useRef(null);
  const [parent, setParent] = React.useState('…');
  React.useEffect(() => {
    const node = ref.current?.parentElement;
    setParent(
      node
        ? `<${node.tagName.toLowerCase()}${node.id ? ` id="${node.id}"` : ''}>`
        : 'none',
    );
  });
  return <span ref={ref}>My DOM parent is {parent}</span>;
}

export default function PortalTarget() {
  const [inPlace, setInPlace] = React.useState(true);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <label>
        <input
          type="checkbox"
          checked={inPlace}
          onChange={(event) => setInPlace(event.target.checked)}
        />{' '}
        disablePortal
      </label>
      <div
        id="portal-demo-box"
        style={{ padding: 12, border: '2px dashed #64748b', borderRadius: 8 }}
      >
        <Portal disablePortal={inPlace}>
          <ParentName />
        </Portal>
      </div>
      <p style={{ margin: 0 }}>
        Unchecked, the text moves to the end of the page body.
      </p>
    </div>
  );
}
