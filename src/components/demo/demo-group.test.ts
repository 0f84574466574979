import { describe, expect, it, vi } from 'vitest';
import { demoGroup } from './demo-group';

const Card = () => null;

describe('demoGroup', () => {
  it("loads a demo's chunk once, when asked, and gives the same component to every caller", async () => {
    const load = vi.fn(async () => ({ default: Card }));
    const group = demoGroup('/material-ui/react-card/', {
      card: { joy: false, load, styling: 'System', stylings: {} },
    });
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([group.loadDemo('card'), group.loadDemo('card')]);
    expect(first).toBe(second);
    expect(await group.loadDemo('card')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a chunk failed to load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Card }>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: Card });
    const group = demoGroup('/r/', { card: { joy: false, load, styling: 'System', stylings: {} } });
    await expect(group.loadDemo('card')).rejects.toThrow('ChunkLoadError');
    await expect(group.loadDemo('card')).resolves.toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('names the page for a demo it does not hold', async () => {
    const group = demoGroup('/material-ui/react-card/', {});
    await expect(group.loadDemo('nope')).rejects.toThrow('No demo "nope" on /material-ui/react-card/');
  });
});
