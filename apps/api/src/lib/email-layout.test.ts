import { describe, expect, it } from 'vitest';
import { layoutEmail, portalUrl } from './email-layout';

describe('e-mail layout', () => {
  it('ends the text with the link to the page the e-mail is about, then the sign-off', () => {
    const email = layoutEmail(
      {
        to: 'a@example.test',
        subject: 'Application',
        text: 'Dear Alys,\n\nYour application has been received.\n',
        portalPath: '/track',
      },
      'https://portal.example',
    );
    expect(email).toEqual({
      to: 'a@example.test',
      subject: 'Application',
      text: 'Dear Alys,\n\nYour application has been received.\n\nOpen MyWRU: https://portal.example/track\n\nWelsh Rugby Union',
    });
  });

  it('links to the dashboard when the e-mail names no page, and adds the link to the HTML too', () => {
    const email = layoutEmail(
      { to: 'a@example.test', subject: 'Reset', text: 'Reset it.', html: '<p>Reset it.</p>' },
      'https://portal.example',
    );
    expect(email.text).toBe('Reset it.\n\nOpen MyWRU: https://portal.example/dashboard\n\nWelsh Rugby Union');
    expect(email.html).toBe(
      '<p>Reset it.</p><p><a href="https://portal.example/dashboard">Open MyWRU</a></p><p>Welsh Rugby Union</p>',
    );
  });

  it.each([
    ['https://portal.example', '/track', 'https://portal.example/track'],
    ['https://portal.example/', '/track', 'https://portal.example/track'],
    ['https://portal.example', 'participation/dbs', 'https://portal.example/participation/dbs'],
    ['http://localhost:3000', undefined, 'http://localhost:3000/dashboard'],
  ])('portalUrl(%s, %s) is %s', (publicUrl, path, expected) => {
    expect(portalUrl(publicUrl, path)).toBe(expected);
  });
});
