import { describe, expect, it } from 'vitest';
import { classesIn, mantineSheetProblems } from './mantine-sheets';

const sheets = new Map([
  ['Button.css', new Set(['m_77c9d27d', 'm_80f1301b'])],
  ['Loader.css', new Set(['m_5ae2e3c0'])],
  ['Slider.css', new Set(['m_dd36362e'])],
  ['Input.css', new Set(['m_6c018570', 'm_77c9d27d'])],
]);

describe('the Mantine sheets the app imports, against the classes its built scripts draw with', () => {
  it('reads the Mantine class names out of a built script', () => {
    expect([...classesIn('const c={root:"m_77c9d27d",inner:"m_80f1301b"};x("m_77c9d27d","mx_1")')]).toEqual([
      'm_77c9d27d',
      'm_80f1301b',
    ]);
  });

  it('finds nothing wrong when every used class is imported and every imported sheet is used', () => {
    const used = new Set(['m_77c9d27d', 'm_6c018570']);
    expect(mantineSheetProblems(used, sheets, ['Button.css', 'Input.css'])).toEqual({ missing: [], unused: [] });
  });

  it('names a sheet whose class the scripts use but no imported sheet holds, and an imported sheet none uses', () => {
    const used = new Set(['m_77c9d27d', 'm_dd36362e']);
    expect(mantineSheetProblems(used, sheets, ['Button.css', 'Loader.css'])).toEqual({
      missing: [{ sheet: 'Slider.css', classes: ['m_dd36362e'] }],
      unused: ['Loader.css'],
    });
  });

  it('counts a class as imported when another imported sheet holds it too', () => {
    // Input.css also names Button's root; with Button.css imported, Input.css is not missing.
    const used = new Set(['m_77c9d27d']);
    expect(mantineSheetProblems(used, sheets, ['Button.css']).missing).toEqual([]);
  });
});
