import { describe, expect, it } from 'vitest';
import { createTurns, nextTask } from './demo-turns';

describe('createTurns', () => {
  it('settles turns in the order they were asked for, one yield apart', async () => {
    const log: string[] = [];
    let yields = 0;
    const turn = createTurns(async () => {
      yields += 1;
      log.push(`yield ${yields}`);
    });
    const done = ['a', 'b', 'c'].map((name) => turn().then(() => log.push(name)));
    await Promise.all(done);
    expect(log).toEqual(['yield 1', 'a', 'yield 2', 'b', 'yield 3', 'c']);
  });

  it('lets a task queued by one turn holder run before the next turn', async () => {
    const turn = createTurns(nextTask);
    const order: string[] = [];
    void turn().then(() => {
      order.push('first');
      // Work the first holder queues as a task of its own runs before the next demo settles.
      setTimeout(() => order.push('task queued by first'), 0);
    });
    await turn();
    order.push('second');
    expect(order).toEqual(['first', 'task queued by first', 'second']);
  });

  it('keeps going after a turn holder throws', async () => {
    const turn = createTurns(async () => {});
    await turn()
      .then(() => {
        throw new Error('demo failed');
      })
      .catch(() => {});
    await expect(turn()).resolves.toBeUndefined();
  });
});
