import { describe, expect, it } from 'vitest';
import { isScrolledPast, scrollThreshold } from './scroll';

describe('landing scroll threshold', () => {
  it.each([
    [320, 50],
    [400, 50],
    [401, 150],
    [1280, 150],
  ])('a %ipx wide screen reveals after %ipx', (width, threshold) => {
    expect(scrollThreshold(width)).toBe(threshold);
  });

  it.each([
    [0, 1280, false],
    [149, 1280, false],
    [150, 1280, true],
    [49, 390, false],
    [50, 390, true],
    [60, 401, false],
  ])('scrollY %i at width %i is scrolled: %s', (scrollY, width, expected) => {
    expect(isScrolledPast(scrollY, width)).toBe(expected);
  });
});
