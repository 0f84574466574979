/**
 * A small runner over declared build steps: each step names the steps it needs, and receives their
 * outputs in memory. Pure apart from the clock and the log it is given; the prebuild's steps live
 * beside it (./index.ts) and scripts/prebuild.ts calls it.
 */

/** One build step. `run` gets the outputs of the steps in `needs`, keyed by their names. */
export interface Step<Inputs = Record<string, unknown>, Output = unknown, Context = unknown> {
  readonly name: string;
  readonly needs: readonly string[];
  run(inputs: Inputs, context: Context): Output | Promise<Output>;
}

export interface RunOptions<Context> {
  /** Steps to run, each with what it needs; all of them when absent or empty. */
  only?: readonly string[];
  context: Context;
  log?: (line: string) => void;
  now?: () => number;
}

/**
 * The steps to run, each after every step it needs; otherwise in list order, so a list written in
 * a sensible order runs in that order. Throws on a duplicate name, an unknown need or target, or a
 * cycle, before any step runs.
 */
export function planSteps<S extends Step>(steps: readonly S[], only: readonly string[] = []): S[] {
  const byName = new Map<string, S>();
  for (const step of steps) {
    if (byName.has(step.name)) throw new Error(`build steps: two steps are named "${step.name}"`);
    byName.set(step.name, step);
  }
  for (const step of steps) {
    for (const need of step.needs) {
      if (!byName.has(need))
        throw new Error(`build steps: "${step.name}" needs "${need}", which is not a step`);
    }
  }
  for (const name of only) {
    if (!byName.has(name))
      throw new Error(`unknown step "${name}"; the steps are: ${[...byName.keys()].join(', ')}`);
  }
  const planned: S[] = [];
  const done = new Set<string>();
  const visiting: string[] = [];
  const visit = (step: S) => {
    if (done.has(step.name)) return;
    if (visiting.includes(step.name)) {
      const cycle = [...visiting.slice(visiting.indexOf(step.name)), step.name];
      throw new Error(`build steps: the needs form a cycle: ${cycle.join(' -> ')}`);
    }
    visiting.push(step.name);
    for (const need of step.needs) visit(byName.get(need)!);
    visiting.pop();
    done.add(step.name);
    planned.push(step);
  };
  // Every step is visited (and so checked for cycles) even when only a few are run.
  for (const step of steps) visit(step);
  if (!only.length) return planned;
  const wanted = new Set<string>();
  const want = (name: string) => {
    if (wanted.has(name)) return;
    wanted.add(name);
    byName.get(name)!.needs.forEach(want);
  };
  only.forEach(want);
  return planned.filter((step) => wanted.has(step.name));
}

/**
 * Runs the planned steps one after another, logging one line per step with its time. A failing
 * step's error is rethrown as it is (its message is the `file:line: reason` authors read).
 * Returns every step's output by name.
 */
export async function runSteps<Context>(
  // `never` inputs: any step fits the list, whatever it takes; the runner builds its inputs.
  steps: readonly Step<never, unknown, Context>[],
  { only, context, log = console.log, now = () => performance.now() }: RunOptions<Context>,
): Promise<Map<string, unknown>> {
  const outputs = new Map<string, unknown>();
  for (const step of planSteps(steps, only)) {
    const inputs = Object.fromEntries(step.needs.map((need) => [need, outputs.get(need)]));
    const started = now();
    try {
      outputs.set(step.name, await step.run(inputs as never, context));
    } catch (error) {
      log(`step ${step.name}: failed after ${Math.round(now() - started)} ms`);
      throw error;
    }
    log(`step ${step.name}: ${Math.round(now() - started)} ms`);
  }
  return outputs;
}
