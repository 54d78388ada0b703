import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moduleOnFirstUse } from './module-on-first-use';

/** A module whose import the test finishes when it chooses. */
function deferredModule() {
  let finish: () => void = () => undefined;
  const importModule = vi.fn(
    () =>
      new Promise<{ greeting: string }>((resolve) => {
        finish = () => resolve({ greeting: 'Croeso' });
      }),
  );
  return { importModule, finish: () => finish() };
}

describe('a module loaded on first use', () => {
  it('suspends the first render until it has loaded, then draws with it at once', async () => {
    const deferred = deferredModule();
    const greeting = moduleOnFirstUse(deferred.importModule);
    function Greeting() {
      return <p>{greeting.use().greeting}</p>;
    }
    // React retries a suspended render from within act: the render is awaited as the page's would be.
    const { unmount } = await act(async () =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Greeting />
        </Suspense>,
      ),
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => deferred.finish());
    expect(await screen.findByText('Croeso')).toBeInTheDocument();
    unmount();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Croeso')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(deferred.importModule).toHaveBeenCalledTimes(1);
  });

  it('imports once for every caller, and again after a failed import', async () => {
    const importModule = vi
      .fn<() => Promise<{ greeting: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ greeting: 'Helo' });
    const greeting = moduleOnFirstUse(importModule);
    await expect(greeting.load()).rejects.toThrow('offline');
    const [first, second] = await Promise.all([greeting.load(), greeting.load()]);
    expect(first).toEqual({ greeting: 'Helo' });
    expect(second).toBe(first);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
