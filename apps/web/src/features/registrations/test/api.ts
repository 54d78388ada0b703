import i18n from 'i18next';
import { vi } from 'vitest';
import registrations from '../../../../public/locales/en/registrations.json';
import { alysPerson, signedInSession } from '../../../test/render';

i18n.addResourceBundle('en', 'registrations', registrations, true, true);

export interface Answer {
  status?: number;
  body?: unknown;
}
export type Answers = Record<string, Answer | ((body: unknown) => Answer)>;

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch, answering by "METHOD /path?query"; unknown calls answer 404 problem details. */
export function stubApi(answers: Answers) {
  const sent: SentRequest[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path, body });
    const entry = answers[`${method} ${path}`];
    const answer = typeof entry === 'function' ? entry(body) : entry;
    if (!answer) {
      return new Response(
        JSON.stringify({
          type: 'about:blank',
          status: 404,
          title: 'Not Found',
          detail: `No route ${path}`,
          code: 'not_found',
        }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/problem+json' },
        },
      );
    }
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return { mock, sent };
}

export function problem(status: number, detail: string, code = 'conflict', reason?: string) {
  return {
    status,
    body: { type: 'about:blank', status, title: 'Problem', detail, code, ...(reason ? { reason } : {}) },
  };
}

export const alys = alysPerson;
export const osian = {
  ...alysPerson,
  wruId: 1000010,
  firstName: 'Osian',
  lastName: 'Jones',
  email: null,
  dob: '2015-06-01',
  sexId: 1,
  parentId: 1000001,
};
export const nia = {
  ...alysPerson,
  wruId: 1000011,
  firstName: 'Nia',
  lastName: 'Jones',
  email: 'nia@example.org',
  dob: '2009-03-01',
  sexId: 2,
  parentId: 1000001,
};

export function baseAnswers(): Answers {
  return {
    'GET /auth/session': { body: signedInSession },
    'GET /api/person/1000001': { body: alys },
    'GET /api/person/1000001/child': { body: [osian, nia] },
    'GET /api/nationality': { body: [{ id: 1, value: 'Welsh', valueCy: 'Cymreig' }] },
  };
}
