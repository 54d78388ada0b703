import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { BRAND, brandGrey, brandRed, cssVariablesResolver, theme } from './theme';

const AA = 4.5;

describe('brand colours meet WCAG AA', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#EE3524', '#FFFFFF')).toBeLessThan(AA); // why the brand red is not used for text
  });

  it('keeps the brand red #EE3524 as shade 6', () => {
    expect(brandRed[6]).toBe('#EE3524');
  });

  it('uses a primary shade whose white text and red-on-white text pass AA', () => {
    const shade = theme.primaryShade as number;
    const primary = brandRed[shade as 7];
    expect(contrastRatio('#FFFFFF', primary)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(BRAND.redText, '#FFFFFF')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio('#FFFFFF', brandRed[8])).toBeGreaterThanOrEqual(AA);
  });

  it('shows field errors in a red that passes AA on white', () => {
    const { light } = cssVariablesResolver(theme as never);
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-8)');
    expect(contrastRatio(brandRed[8], '#FFFFFF')).toBeGreaterThanOrEqual(AA);
  });

  it('keeps grey text readable on white and light grey', () => {
    for (const shade of [6, 7, 8, 9] as const) {
      expect(contrastRatio(brandGrey[shade], '#FFFFFF')).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(brandGrey[shade], BRAND.lightGrey)).toBeGreaterThanOrEqual(AA);
    }
  });
});
