import { vi } from 'vitest';
import { alysPerson, signedInSession, testRuntimeConfig, type FakeResponse } from './render';

/** Answers by "METHOD /path" (or "/path" for any method); a function answer may return a promise that never settles. */
export type Answers = Record<string, FakeResponse | ((body: unknown) => FakeResponse | Promise<FakeResponse>)>;

export const countries = [
  { id: 1, value: 'United Kingdom', valueCy: 'Y Deyrnas Unedig' },
  { id: 105, value: 'Ireland', valueCy: 'Iwerddon' },
];
export const nationalities = [
  { id: 1, value: 'British', valueCy: 'Prydeinig' },
  { id: 2, value: 'Welsh', valueCy: 'Cymreig' },
  { id: 3, value: 'Irish', valueCy: 'Gwyddelig' },
];
export const rugbyUnions = [
  { id: 1, value: 'Welsh', valueCy: 'Cymreig', isHomeUnion: true },
  { id: 2, value: 'English', valueCy: 'Seisnig', isHomeUnion: false },
  { id: 3, value: 'Irish', valueCy: 'Gwyddelig', isHomeUnion: false },
];

export const cardiffAddress = {
  addressLine1: '14 Heol y Felin',
  addressLine2: null,
  addressLine3: null,
  city: 'Cardiff',
  county: 'Cardiff',
  postCode: 'CF10 1NS',
  countryId: 1,
};

/** The answers every signed-in page needs, for Alys (member 1000001). */
export function baseAnswers(person: unknown = { ...alysPerson, addresses: [cardiffAddress] }): Answers {
  return {
    '/auth/session': { body: signedInSession },
    '/api/config': { body: testRuntimeConfig },
    'GET /api/person/1000001': { body: person },
    '/api/country': { body: countries },
    '/api/nationality': { body: nationalities },
    '/api/rugby-union': { body: rugbyUnions },
    '/api/person/1000001/organisation/manage': { body: [] },
    'GET /api/person/1000001/child': { body: [] },
    'GET /api/actions': { body: [] },
  };
}

/** Stubs fetch; returns the mock so tests can read what was sent (`sent(mock, 'PUT /api/…')`). */
export function stubApi(answers: Answers) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = init?.method ?? 'GET';
    const entry = answers[`${method} ${path}`] ?? answers[path];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = typeof entry === 'function' ? await entry(body) : entry;
    if (!answer) {
      return new Response(
        JSON.stringify({
          type: 'about:blank',
          status: 404,
          title: 'Not Found',
          detail: `No route ${method} ${path}`,
          code: 'not_found',
        }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/problem+json' },
        },
      );
    }
    const status = answer.status ?? 200;
    const text = status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status, headers: { 'Content-Type': answer.contentType ?? 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON bodies sent with `METHOD /path`, in order. */
export function sent(mock: ReturnType<typeof stubApi>, key: string): unknown[] {
  const [method, path] = key.split(' ') as [string, string];
  return mock.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

export function problem(status: number, code: string, detail: string): FakeResponse {
  return {
    status,
    body: { type: 'about:blank', status, title: 'Problem', detail, code },
    contentType: 'application/problem+json',
  };
}
