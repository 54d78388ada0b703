import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnionRole } from '@mywru/shared';
import { actionsQuery } from '../../entities/action';
import { personQuery } from '../../entities/person/person-query';
import type { AuthState } from '../../lib/auth';
import { baseAnswers, cardiffAddress, problem, stubApi } from '../../test/api-stub';
import { alysPerson, testQueryClient } from '../../test/render';
import { organisationRolesQuery } from './api/organisation-roles';
import { dashboardLoader } from './dashboard-loader';

const complete = { ...alysPerson, addresses: [cardiffAddress] };

function signedIn(unionRoles: UnionRole[] = []): Promise<AuthState> {
  return Promise.resolve({
    isLoading: false,
    isAuthenticated: true,
    error: null,
    user: { sub: 'mywru|1000001', name: 'Alys Jones', email: 'alys@example.org', memberId: '1000001', unionRoles, language: null },
  });
}

/** Once what follows the person's answer has run (a query begun is in the cache at once). */
const afterTheAnswer = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The paths asked, in order. */
const asked = (mock: ReturnType<typeof stubApi>) =>
  mock.mock.calls.map(([input]) => String(input).replace(/^https?:\/\/[^/]+/, ''));

describe("the dashboard's loader", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("begins the person's and the roles' reads into the page's cache, then the cards' reads once the person has an address", async () => {
    const mock = stubApi(baseAnswers(complete));
    const client = testQueryClient();
    await expect(dashboardLoader(client, signedIn())).resolves.toBeNull();
    await vi.waitFor(() =>
      expect(asked(mock)).toEqual(
        expect.arrayContaining(['/api/person/1000001', '/api/person/1000001/organisation/manage', '/api/actions', '/api/config']),
      ),
    );
    // What the page reads, without asking again.
    expect(client.getQueryData(personQuery('1000001').queryKey)).toMatchObject({ wruId: 1000001, addresses: [cardiffAddress] });
    await vi.waitFor(() => expect(client.getQueryData(organisationRolesQuery('1000001').queryKey)).toEqual([]));
    // Only union staff are shown the Union card.
    expect(asked(mock)).not.toContain('/api/union/summary');
  });

  it("reads the union's counts for union staff", async () => {
    const mock = stubApi({ ...baseAnswers(complete), '/api/union/summary': { body: { workQueue: null, expiringDbs: 2, transfers: null, permits: null } } });
    await dashboardLoader(testQueryClient(), signedIn(['safeguarding_officer']));
    await vi.waitFor(() => expect(asked(mock)).toContain('/api/union/summary'));
  });

  it('reads only the person and the roles for a newcomer, who is shown the onboarding form', async () => {
    const mock = stubApi(baseAnswers({ ...alysPerson, addresses: [] }));
    const client = testQueryClient();
    await dashboardLoader(client, signedIn());
    await vi.waitFor(() => expect(client.getQueryState(personQuery('1000001').queryKey)?.status).toBe('success'));
    await afterTheAnswer();
    expect(client.getQueryCache().find({ queryKey: actionsQuery().queryKey })).toBeUndefined();
    expect(asked(mock).sort()).toEqual(['/api/person/1000001', '/api/person/1000001/organisation/manage']);
  });

  it('reads nothing when nobody is signed in', async () => {
    const mock = stubApi(baseAnswers());
    const nobody = Promise.resolve<AuthState>({ isLoading: false, isAuthenticated: false, user: null, error: null });
    await expect(dashboardLoader(testQueryClient(), nobody)).resolves.toBeNull();
    expect(asked(mock).filter((path) => path.startsWith('/api/'))).toEqual([]);
  });

  it("does not fail when a read fails: the failure is the page's to show", async () => {
    const mock = stubApi({ ...baseAnswers(), 'GET /api/person/1000001': problem(500, 'internal_error', 'boom') });
    const client = testQueryClient();
    await expect(dashboardLoader(client, signedIn())).resolves.toBeNull();
    await vi.waitFor(() => expect(client.getQueryState(personQuery('1000001').queryKey)?.status).toBe('error'));
    await afterTheAnswer();
    expect(client.getQueryCache().find({ queryKey: actionsQuery().queryKey })).toBeUndefined();
    expect(asked(mock)).not.toContain('/api/actions');
  });
});
