import { describe, expect, it } from 'vitest';
import { GroupWriter } from './group-writer';

/** A write the test finishes by hand, remembering what each call was given. */
function manualWrites(fail: (items: string[]) => boolean = () => false) {
  const calls: { items: string[]; finish: () => void }[] = [];
  const write = (items: string[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ items, finish: () => (fail(items) ? reject(new Error(`refused ${items.join(',')}`)) : resolve()) });
    });
  return { calls, write };
}

const settled = (promise: Promise<void>) => {
  const state = { done: false, error: undefined as unknown };
  promise.then(
    () => (state.done = true),
    (error: unknown) => {
      state.done = true;
      state.error = error;
    },
  );
  return state;
};

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupWriter', () => {
  it('writes a lone caller at once and settles it when its write has finished', async () => {
    const { calls, write } = manualWrites();
    const writer = new GroupWriter(write, 50);
    const first = settled(writer.append(['a1', 'a2']));
    expect(calls.map((call) => call.items)).toEqual([['a1', 'a2']]);
    await tick();
    expect(first.done).toBe(false);
    calls[0]!.finish();
    await tick();
    expect(first).toEqual({ done: true, error: undefined });
  });

  it('writes the callers who came during a write together, in their order, in the next write', async () => {
    const { calls, write } = manualWrites();
    const writer = new GroupWriter(write, 50);
    const a = settled(writer.append(['a']));
    const b = settled(writer.append(['b1', 'b2']));
    const c = settled(writer.append(['c']));
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await tick();
    expect(a.done).toBe(true);
    expect([b.done, c.done]).toEqual([false, false]);
    expect(calls.map((call) => call.items)).toEqual([['a'], ['b1', 'b2', 'c']]);
    calls[1]!.finish();
    await tick();
    expect([b.done, c.done]).toEqual([true, true]);
  });

  it('never puts more than maxItems in a write, nor splits a caller (one larger caller goes alone)', async () => {
    const { calls, write } = manualWrites();
    const writer = new GroupWriter(write, 3);
    void writer.append(['a']);
    void writer.append(['b1', 'b2']);
    void writer.append(['c1', 'c2']);
    void writer.append(['d1', 'd2', 'd3', 'd4']);
    void writer.append(['e']);
    for (let write = 0; write < 4; write++) {
      calls[write]!.finish();
      await tick();
    }
    expect(calls.map((call) => call.items)).toEqual([['a'], ['b1', 'b2'], ['c1', 'c2'], ['d1', 'd2', 'd3', 'd4'], ['e']]);
  });

  it('fails only the caller whose own items fail when a shared write fails', async () => {
    const { calls, write } = manualWrites((items) => items.includes('bad'));
    const writer = new GroupWriter(write, 50);
    const a = settled(writer.append(['a']));
    const good = settled(writer.append(['good']));
    const bad = settled(writer.append(['bad']));
    calls[0]!.finish();
    await tick();
    expect(a).toEqual({ done: true, error: undefined });
    calls[1]!.finish(); // ['good', 'bad'] together: refused
    await tick();
    expect(calls.slice(2).map((call) => call.items)).toEqual([['good'], ['bad']]);
    calls[2]!.finish();
    calls[3]!.finish();
    await tick();
    expect(good).toEqual({ done: true, error: undefined });
    expect(bad.done).toBe(true);
    expect(String(bad.error)).toContain('refused bad');
  });

  it('rejects a lone caller with its write error, and writes later callers afterwards', async () => {
    const { calls, write } = manualWrites((items) => items.includes('bad'));
    const writer = new GroupWriter(write, 50);
    const bad = settled(writer.append(['bad']));
    const later = settled(writer.append(['later']));
    calls[0]!.finish();
    await tick();
    expect(String(bad.error)).toContain('refused bad');
    expect(calls.map((call) => call.items)).toEqual([['bad'], ['later']]);
    calls[1]!.finish();
    await tick();
    expect(later).toEqual({ done: true, error: undefined });
  });
});
