import { describe, expect, it } from 'vitest';
import { loginUrl } from './auth';

describe('loginUrl', () => {
  it('hands the server the page to come back to', () => {
    expect(loginUrl('/profile?tab=children')).toBe('/auth/login?returnTo=%2Fprofile%3Ftab%3Dchildren');
  });

  it.each(['/..//evil.example/phish', '//evil.example', 'https://evil.example', '/%5Cevil.example'])(
    'hands on the dashboard instead of %j',
    (returnTo) => {
      expect(loginUrl(returnTo)).toBe('/auth/login?returnTo=%2Fdashboard');
    },
  );
});
