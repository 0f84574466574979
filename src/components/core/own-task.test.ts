import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask } from './own-task';

afterEach(() => vi.useRealTimers());

describe('inOwnTask', () => {
  it('runs the effect in a later task, not in the caller’s', async () => {
    const order: string[] = [];
    inOwnTask(() => void order.push('effect'));
    order.push('caller');
    await Promise.resolve();
    order.push('microtask');
    expect(order).toEqual(['caller', 'microtask']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['caller', 'microtask', 'effect']);
  });

  it('gives each effect a task of its own: microtasks run between them', async () => {
    const order: string[] = [];
    inOwnTask(() => {
      order.push('first');
      queueMicrotask(() => order.push('first’s microtask'));
    });
    inOwnTask(() => void order.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['first', 'first’s microtask', 'second']);
  });

  it('cancels an effect that has not run, and undoes one that has', () => {
    vi.useFakeTimers();
    const effect = vi.fn();
    inOwnTask(effect)();
    vi.runAllTimers();
    expect(effect).not.toHaveBeenCalled();

    const undo = vi.fn();
    const cleanup = inOwnTask(() => undo);
    vi.runAllTimers();
    expect(undo).not.toHaveBeenCalled();
    cleanup();
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
