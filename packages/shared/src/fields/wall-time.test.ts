import { describe, expect, it } from 'vitest';
import { wallTimeInstant, wallTimeOf, zoneOffsetMinutes } from './wall-time';

describe('wall-clock time in a time zone', () => {
  it("knows the union's offset in summer and in winter, and another zone's", () => {
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-12-01T12:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes(new Date('2026-12-01T12:00:00Z'), 'Asia/Kathmandu')).toBe(345);
  });

  it('changes the offset at the instant the clocks change (01:00 UTC)', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(0);
    expect(zoneOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(0);
  });

  it("gives the instant of a day's midnight and of a time on it", () => {
    expect(wallTimeInstant('2026-06-15').toISOString()).toBe('2026-06-14T23:00:00.000Z');
    expect(wallTimeInstant('2026-12-15').toISOString()).toBe('2026-12-15T00:00:00.000Z');
    expect(wallTimeInstant('2026-06-15', '15:00').toISOString()).toBe('2026-06-15T14:00:00.000Z');
    expect(wallTimeInstant('2026-06-15', '00:30', 'Asia/Kathmandu').toISOString()).toBe('2026-06-14T18:45:00.000Z');
  });

  it('is exact on the days the clocks change, and takes a time the spring change skips as an hour later', () => {
    expect(wallTimeInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(wallTimeInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(wallTimeInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeInstant('2026-10-25', '00:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(wallTimeInstant('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('reads the day and time of an instant back, whatever its seconds', () => {
    expect(wallTimeOf(new Date('2026-06-14T23:30:00Z'))).toEqual({ day: '2026-06-15', time: '00:30' });
    expect(wallTimeOf(new Date('2026-12-01T14:00:45.900Z'))).toEqual({ day: '2026-12-01', time: '14:00' });
    expect(wallTimeOf(new Date('2026-06-15T14:00:59Z'))).toEqual({ day: '2026-06-15', time: '15:00' });
    for (const [day, time] of [
      ['2026-03-28', '23:59'],
      ['2026-03-29', '02:00'],
      ['2026-10-25', '00:15'],
      ['2026-09-01', '00:00'],
    ] as const) {
      expect(wallTimeOf(wallTimeInstant(day, time))).toEqual({ day, time });
    }
  });
});
