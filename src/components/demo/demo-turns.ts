/**
 * Hands out turns one task apart, in the order they were asked for.
 *
 * Demos whose code lands together (those near the viewport when the page loads, several chunks in
 * one burst) would settle at once, and React would render and commit all of them in one task: on a
 * component page with a dozen demos that was the longest task after hydration. Waiting for a turn before settling puts each demo's render
 * and commit in a task of its own, in page order, so input gets in between them.
 */
export type Yield = () => Promise<void>;

/**
 * A timer task: microtasks (and so React's synchronous work) finish before it resolves. A timer
 * rather than a message on purpose: React's scheduler runs its render in messages, and a message
 * here came back so soon that React took several demos into one render again (measured: no gain
 * on the Button page, against a clear one with the timer).
 */
export const nextTask: Yield = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createTurns(yieldToHost: Yield = nextTask): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    last = last.then(yieldToHost);
    return last;
  };
}
