import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The script a page drawn ahead (the landing page, the dashboard) starts its own scripts with (public/,
// as the browser runs it; decision 035).
import afterFirstPaint from '../../public/after-first-paint.js?raw';

/** The page's held scripts: the entry's module script, then the chunks it imports, preloaded. */
function holdScripts(chunks: number) {
  const preloads = Array.from(
    { length: chunks },
    (_, index) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${index}.js">`,
  );
  document.body.innerHTML = `<div id="root"><h1>Drawn</h1></div><template id="after-first-paint"><script type="module" crossorigin src="/assets/index.js"></script>${preloads.join('')}</template>`;
}

const added = () =>
  [...document.head.querySelectorAll('script[src^="/assets/"], link[rel="modulepreload"]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

describe('the scripts a drawn page starts after its first paint', () => {
  let paint: PaintCallback | undefined;
  let now = 0;

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    paint = undefined;
    now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: PaintCallback) {
            paint = callback;
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const firstContentfulPaint = () =>
    paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });

  it('adds nothing until the browser reports the first contentful paint, then the module script first', () => {
    holdScripts(3);
    new Function(afterFirstPaint)();
    paint?.({ getEntriesByName: () => [] }, { disconnect() {} });
    vi.advanceTimersByTime(500);
    expect(added()).toEqual([]);

    firstContentfulPaint();
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(['/assets/index.js', '/assets/chunk-0.js', '/assets/chunk-1.js', '/assets/chunk-2.js']);
    expect(document.getElementById('after-first-paint')).toBeNull();
    const script = document.head.querySelector('script[src="/assets/index.js"]');
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.hasAttribute('crossorigin')).toBe(true);
  });

  it('adds them a few at a time, each few milliseconds a task of its own, all of them in order', () => {
    holdScripts(40);
    // Each element added takes a millisecond of the page's time.
    const append = HTMLHeadElement.prototype.append;
    vi.spyOn(HTMLHeadElement.prototype, 'append').mockImplementation(function (this: HTMLHeadElement, ...nodes) {
      now += 1;
      append.apply(this, nodes);
    });
    new Function(afterFirstPaint)();
    firstContentfulPaint();

    vi.advanceTimersToNextTimer();
    const firstTask = added().length;
    expect(firstTask).toBeGreaterThan(1);
    expect(firstTask).toBeLessThan(41);
    expect(added()[0]).toBe('/assets/index.js');

    vi.runAllTimers();
    expect(added()).toEqual([
      '/assets/index.js',
      ...Array.from({ length: 40 }, (_, index) => `/assets/chunk-${index}.js`),
    ]);
  });

  it('starts them after a second however the paint goes, and only once', () => {
    holdScripts(2);
    new Function(afterFirstPaint)();
    vi.advanceTimersByTime(1000);
    expect(added()).toHaveLength(3);
    firstContentfulPaint();
    vi.runAllTimers();
    expect(added()).toHaveLength(3);
  });

  it('waits for the next frame in a browser that does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    holdScripts(1);
    new Function(afterFirstPaint)();
    vi.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    frame?.(0);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(['/assets/index.js', '/assets/chunk-0.js']);
  });
});
