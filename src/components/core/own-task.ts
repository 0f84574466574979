/**
 * Runs `effect` in a timer task of its own and returns a cleanup for React's `useEffect`:
 * `useEffect(() => inOwnTask(() => { ...; return stop; }), [deps])`.
 *
 * React runs the passive effects of a commit back to back in one task. After hydration that is
 * every effect of the page at once (analytics, the ad block's fetch, storage reads, observers), a
 * long task that holds input back. Effects whose work can wait a task are spread out with this.
 * The cleanup cancels an effect that has not run yet, and undoes one that has.
 */
export function inOwnTask(effect: () => void | (() => void)): () => void {
  let undo: void | (() => void);
  const timer = setTimeout(() => {
    undo = effect();
  }, 0);
  return () => {
    clearTimeout(timer);
    if (undo) undo();
  };
}
