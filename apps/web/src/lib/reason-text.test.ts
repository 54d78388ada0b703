import { REASON_NAMES, REASONS } from '@mywru/shared';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import errors from '../../public/locales/en/errors.json';
import { ApiError } from './api-client';
import { useReasonText } from './reason-text';

/** The English text of `reasons.<reason>` in errors.json, following the reason's dots. */
function englishOf(reason: string): unknown {
  return reason
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      errors.reasons,
    );
}

const refusal = (reason: string, code: string, status: number) =>
  new ApiError({
    success: false,
    data: null,
    message: 'Server English that is never shown',
    status,
    code,
    reason,
  } as never);

describe('the reasons the web app translates', () => {
  it('has an English text for every reason of the closed list', () => {
    const missing = REASON_NAMES.filter((reason) => typeof englishOf(reason) !== 'string');
    expect(missing).toEqual([]);
  });

  it('has no text for a reason the API does not answer with', () => {
    const texts: string[] = [];
    const walk = (node: unknown, path: string[]) => {
      if (typeof node === 'string') texts.push(path.join('.'));
      else if (node !== null && typeof node === 'object')
        for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    };
    walk(errors.reasons, []);
    expect(texts.filter((reason) => !Object.hasOwn(REASONS, reason))).toEqual([]);
  });

  it("shows an account's refusal in its own words, not the server's", () => {
    const { result } = renderHook(() => useReasonText());
    expect(result.current(refusal('account.link.superseded', 'link_superseded', 410))).toBe(
      'A newer request or a password change replaced this link',
    );
    expect(result.current(refusal('account.wrong_password', 'validation_failed', 400))).toBe(
      'The password is not correct',
    );
  });
});
