/** The errors a test saw, the ones it announced, and the ones it lets pass. */
export interface SeenErrors {
  errors: readonly string[];
  expected: readonly RegExp[];
  allowed: readonly RegExp[];
}

/** What an error watch leaves unexplained, and which announced errors never came. */
export function unexplainedErrors(watch: SeenErrors) {
  const explained = [...watch.expected, ...watch.allowed];
  return {
    unexpected: watch.errors.filter((error) => !explained.some((pattern) => pattern.test(error))),
    missing: watch.expected
      .filter((pattern) => !watch.errors.some((error) => pattern.test(error)))
      .map(String),
  };
}
