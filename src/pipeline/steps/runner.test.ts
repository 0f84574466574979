import { describe, expect, it } from 'vitest';
import { planSteps, runSteps, type Step } from './runner';

const step = (name: string, needs: string[] = [], run: Step['run'] = () => name): Step => ({
  name,
  needs,
  run,
});
const names = (steps: readonly Step[]) => steps.map((s) => s.name);

describe('planSteps', () => {
  it('keeps list order when each step comes after what it needs', () => {
    expect(names(planSteps([step('a'), step('b', ['a']), step('c'), step('d', ['b', 'c'])]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('moves a need ahead of the step that needs it', () => {
    expect(names(planSteps([step('d', ['b']), step('a'), step('b', ['a'])]))).toEqual(['a', 'b', 'd']);
  });

  it('keeps only the chosen steps and what they need, directly or not', () => {
    const steps = [step('a'), step('b', ['a']), step('c'), step('d', ['b'])];
    expect(names(planSteps(steps, ['d']))).toEqual(['a', 'b', 'd']);
    expect(names(planSteps(steps, ['c', 'a']))).toEqual(['a', 'c']);
  });

  it('rejects a need that is no step', () => {
    expect(() => planSteps([step('a'), step('b', ['x'])])).toThrow(
      'build steps: "b" needs "x", which is not a step',
    );
  });

  it('rejects an unknown chosen step and lists the real ones', () => {
    expect(() => planSteps([step('a'), step('b')], ['c'])).toThrow('unknown step "c"; the steps are: a, b');
  });

  it('rejects a cycle and names it, even when the chosen step is outside it', () => {
    const steps = [step('a'), step('b', ['c']), step('c', ['d']), step('d', ['b'])];
    expect(() => planSteps(steps, ['a'])).toThrow('build steps: the needs form a cycle: b -> c -> d -> b');
    expect(() => planSteps([step('a', ['a'])])).toThrow('cycle: a -> a');
  });

  it('rejects two steps of one name', () => {
    expect(() => planSteps([step('a'), step('a')])).toThrow('two steps are named "a"');
  });
});

describe('runSteps', () => {
  const clock = () => {
    let t = 0;
    return () => (t += 5);
  };

  it('hands each step the outputs of what it needs, in memory, and returns all outputs', async () => {
    const seen: unknown[] = [];
    const steps: Step<never, unknown, { base: number }>[] = [
      { name: 'one', needs: [], run: (_inputs: object, ctx) => ctx.base + 1 },
      { name: 'obj', needs: [], run: () => ({ list: [1, 2] }) },
      {
        name: 'sum',
        needs: ['one', 'obj'],
        run: async (inputs: { one: number; obj: { list: number[] } }) => {
          seen.push(inputs);
          return inputs.one + inputs.obj.list.length;
        },
      },
    ];
    const outputs = await runSteps(steps, { context: { base: 10 }, log: () => {} });
    expect(seen).toEqual([{ one: 11, obj: { list: [1, 2] } }]);
    expect(outputs.get('sum')).toBe(13);
    expect([...outputs.keys()]).toEqual(['one', 'obj', 'sum']);
  });

  it('logs one line per step with its time', async () => {
    const lines: string[] = [];
    await runSteps([step('a'), step('b', ['a'])], { context: null, log: (l) => lines.push(l), now: clock() });
    expect(lines).toEqual(['step a: 5 ms', 'step b: 5 ms']);
  });

  it('runs only the chosen step and what it needs', async () => {
    const ran: string[] = [];
    const track = (name: string, needs: string[] = []) => step(name, needs, () => ran.push(name));
    await runSteps([track('a'), track('b', ['a']), track('c')], {
      only: ['b'],
      context: null,
      log: () => {},
    });
    expect(ran).toEqual(['a', 'b']);
  });

  it('stops at a failing step and rethrows its error unchanged', async () => {
    const lines: string[] = [];
    const error = new Error('content/a/index.mdx:3: broken link');
    const ran: string[] = [];
    const steps = [
      step('a', [], () => {
        throw error;
      }),
      step('b', [], () => ran.push('b')),
    ];
    await expect(runSteps(steps, { context: null, log: (l) => lines.push(l), now: clock() })).rejects.toBe(
      error,
    );
    expect(ran).toEqual([]);
    expect(lines).toEqual(['step a: failed after 5 ms']);
  });

  it('checks the whole list before running anything', async () => {
    const ran: string[] = [];
    const steps = [step('a', [], () => ran.push('a')), step('b', ['nope'])];
    await expect(runSteps(steps, { context: null, log: () => {} })).rejects.toThrow('"b" needs "nope"');
    expect(ran).toEqual([]);
  });
});
