import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller at the same time, and keeps what it gave', async () => {
    let finish: (value: { name: string }) => void = () => undefined;
    const loadIt = vi.fn(() => new Promise<{ name: string }>((resolve) => (finish = resolve)));
    const thing = loadOnce(loadIt);
    const first = thing.load();
    const second = thing.load();
    expect(thing.loaded()).toBeUndefined();
    finish({ name: 'Ball' });
    expect(await first).toBe(await second);
    expect(thing.loaded()).toEqual({ name: 'Ball' });
    await thing.load();
    expect(loadIt).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call, giving nothing meanwhile', async () => {
    const loadIt = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('Helo');
    const thing = loadOnce(loadIt);
    await expect(thing.load()).rejects.toThrow('offline');
    expect(thing.loaded()).toBeUndefined();
    await expect(thing.load()).resolves.toBe('Helo');
    expect(thing.loaded()).toBe('Helo');
    expect(loadIt).toHaveBeenCalledTimes(2);
  });
});
