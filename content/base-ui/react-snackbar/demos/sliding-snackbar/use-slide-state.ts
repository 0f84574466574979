import * as React from 'react';

/**
 * Keeps the snackbar rendered (`exited` false) until its exit transition ends, and sets `shown`
 * one frame after opening so that the enter transition runs from the hidden state.
 */
export function useSlideState() {
  const [open, setOpen] = React.useState(false);
  const [exited, setExited] = React.useState(true);
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    if (!open) {
      setShown(false);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const show = () => {
    setExited(false);
    setOpen(true);
  };
  const onTransitionEnd = (event: React.TransitionEvent) => {
    if (!open && event.propertyName === 'transform') {
      setExited(true);
    }
  };
  return { open, setOpen, exited, shown, show, onTransitionEnd };
}
