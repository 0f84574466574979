import * as React from 'react';

/**
 * Prints the tag (and id) of its own DOM parent. Toggling `disablePortal` mounts it afresh in its
 * new place, so reading the parent once on mount is enough. It carries no styling of its own: once
 * portalled to the end of <body>, it is outside every demo's styles anyway.
 */
export function ParentName() {
  const ref = React.useRef<HTMLSpanElement>(null);
  const [parent, setParent] = React.useState('…');
  React.useEffect(() => {
    const node = ref.current?.parentElement;
    setParent(node ? `<${node.tagName.toLowerCase()}${node.id ? ` id="${node.id}"` : ''}>` : 'none');
  }, []);
  return <span ref={ref}>My DOM parent is {parent}</span>;
}
