/**
 * Relative times read in Welsh with Welsh's plural forms: the numeral's mutation of 'munud'
 * (1 and 2 soften it, 3 and 6 leave it) and 'awr' for every count, from the Welsh catalogue.
 */
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import welshTrack from '../../../public/locales/cy/track.json';
import { RelativeTimeText } from './relative-time-text';

const now = new Date('2026-11-26T20:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

function shown(seconds: number): string {
  const { container, unmount } = render(<RelativeTimeText at={ago(seconds)} now={now} />);
  const text = container.querySelector('time')?.textContent ?? '';
  unmount();
  return text;
}

describe('relative times in Welsh', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('cy', 'track', welshTrack, true, true);
    await i18n.changeLanguage('cy');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("reads 'just now' in Welsh", () => {
    render(<RelativeTimeText at={ago(20)} now={now} />);
    expect(screen.getByText('Newydd ddigwydd')).toHaveAttribute('datetime', ago(20));
  });

  it('counts minutes with the form each numeral takes', () => {
    expect([1, 2, 3, 4, 6, 11, 20, 59].map((minutes) => shown(minutes * 60))).toEqual([
      '1 funud yn ôl',
      '2 funud yn ôl',
      '3 munud yn ôl',
      '4 munud yn ôl',
      '6 munud yn ôl',
      '11 munud yn ôl',
      '20 munud yn ôl',
      '59 munud yn ôl',
    ]);
  });

  it("counts hours with 'awr', which no numeral mutates", () => {
    expect([1, 2, 3, 6, 11, 23].map((hours) => shown(hours * 3600))).toEqual([
      '1 awr yn ôl',
      '2 awr yn ôl',
      '3 awr yn ôl',
      '6 awr yn ôl',
      '11 awr yn ôl',
      '23 awr yn ôl',
    ]);
  });

  it('writes an older time as a date and time, with no English words', () => {
    expect(shown(3 * 86_400)).toBe('23/11/2026, 20:00');
  });
});
