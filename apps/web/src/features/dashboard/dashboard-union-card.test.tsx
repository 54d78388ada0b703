import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { alysPerson, renderRoutes, signedInSession } from '../../test/render';
import { OnboardingForm } from '../people/onboarding';
import { baseAnswers, cardiffAddress, stubApi, type Answers } from '../../test/api-stub';
import { DashboardPage } from './dashboard-page';

const TODAY = new Date('2025-10-01T12:00:00Z');
const complete = { ...alysPerson, addresses: [cardiffAddress] };

function renderDashboard(unionRoles: string[], answers: Answers = {}) {
  const mock = stubApi({
    ...baseAnswers(complete),
    '/auth/session': { body: { ...signedInSession, user: { ...signedInSession.user, unionRoles } } },
    ...answers,
  });
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/dashboard', element: <DashboardPage Onboarding={OnboardingForm} today={TODAY} /> }],
      },
    ],
    '/dashboard',
  );
  return mock;
}

const summaryCalls = (mock: ReturnType<typeof stubApi>) =>
  mock.mock.calls.filter(([input]) => String(input) === '/api/union/summary');

describe("dashboard 'Union' card", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is hidden from a member without a union role, and the back office is not asked', async () => {
    const mock = renderDashboard([]);
    expect(await screen.findByRole('link', { name: /^Track Registrations/ })).toBeInTheDocument();
    expect(screen.queryByTestId('card-union')).not.toBeInTheDocument();
    expect(summaryCalls(mock)).toHaveLength(0);
  });

  it('shows a Union Administrator the card, linking to /union, with every count', async () => {
    renderDashboard(['union_administrator'], {
      '/api/union/summary': {
        body: { workQueue: { playerReferrals: 3, volunteerApprovals: 1 }, expiringDbs: 0, transfers: 2 },
      },
    });
    const card = await screen.findByTestId('card-union');
    expect(within(card).getByRole('link', { name: /^Union/ })).toHaveAttribute('href', '/union');
    const counts = await within(card).findByTestId('union-counts');
    expect(within(counts).getByText('3 referred applications')).toBeInTheDocument();
    expect(within(counts).getByText('1 volunteer approval')).toBeInTheDocument();
    expect(within(counts).getByText('0 DBS checks expiring')).toBeInTheDocument();
    expect(within(counts).getByText('2 transfers to decide')).toBeInTheDocument();
  });

  it('shows a Registrations Officer only the work-queue, transfer and permit counts', async () => {
    renderDashboard(['registrations_officer'], {
      '/api/union/summary': {
        body: { workQueue: { playerReferrals: 1, volunteerApprovals: 0 }, expiringDbs: null, transfers: 1, permits: 3 },
      },
    });
    const counts = await screen.findByTestId('union-counts');
    expect(within(counts).getByText('1 referred application')).toBeInTheDocument();
    expect(within(counts).getByText('0 volunteer approvals')).toBeInTheDocument();
    expect(within(counts).getByText('1 transfer to decide')).toBeInTheDocument();
    expect(within(counts).getByText('3 permits to decide')).toBeInTheDocument();
    expect(within(counts).queryByText(/DBS/)).not.toBeInTheDocument();
  });

  it('shows a Safeguarding Officer only the expiring DBS count', async () => {
    renderDashboard(['safeguarding_officer'], { '/api/union/summary': { body: { workQueue: null, expiringDbs: 2, transfers: null } } });
    const counts = await screen.findByTestId('union-counts');
    expect(counts).toHaveTextContent('2 DBS checks expiring');
    expect(within(counts).queryByText(/referred/)).not.toBeInTheDocument();
    expect(within(counts).queryByText(/transfer/)).not.toBeInTheDocument();
  });

  it('still shows the card, without counts, when the counts fail to load', async () => {
    const mock = renderDashboard(['union_administrator']);
    const card = await screen.findByTestId('card-union');
    await waitFor(() => expect(summaryCalls(mock)).toHaveLength(1));
    expect(within(card).getByRole('link', { name: /^Union/ })).toHaveAttribute('href', '/union');
    expect(within(card).queryByTestId('union-counts')).not.toBeInTheDocument();
  });
});
