import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { alysPerson, renderRoutes } from '../../test/render';
import { OnboardingForm } from '../people/onboarding';
import { baseAnswers, cardiffAddress, stubApi, type Answers } from '../../test/api-stub';
import { DashboardPage } from './dashboard-page';

const TODAY = new Date('2025-10-01T12:00:00Z');
const complete = { ...alysPerson, addresses: [cardiffAddress] };

function renderDashboard(answers: Answers) {
  stubApi({ ...baseAnswers(complete), ...answers });
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/dashboard', element: <DashboardPage Onboarding={OnboardingForm} today={TODAY} /> }],
      },
    ],
    '/dashboard',
  );
}

const subject = { personId: 1000001, firstName: 'Alys', lastName: 'Jones', isChild: false };
const transfer = (transferId: number, child = false) => ({
  kind: 'transfer',
  subject: child ? { personId: 1000002, firstName: 'Gwen', lastName: 'Jones', isChild: true } : subject,
  transferId,
  createdOn: '2025-09-28T10:00:00Z',
  fromOrganisationValue: 'Aberllyn RFC',
  fromTeamValue: 'Senior Men (1st team)',
  fromTeamValueCy: 'Dynion Hŷn (1st team)',
  toOrganisationValue: 'Cwm Valley RFC',
  toTeamValue: 'Senior Men (2nd team)',
  toTeamValueCy: 'Dynion Hŷn (2nd team)',
});
const dbsRenewal = { kind: 'dbs-renewal', subject, expiry: '2025-11-30', daysLeft: 60 };

describe("dashboard 'Actions' card", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how many transfers wait for an answer, the member’s and their children’s, and the DBS checks to renew', async () => {
    renderDashboard({ 'GET /api/actions': { body: [transfer(7), transfer(8, true), dbsRenewal] } });
    const card = await screen.findByTestId('card-actions');
    expect(within(card).getByRole('link', { name: /^Actions/ })).toHaveAttribute('href', '/actions');
    const counts = await within(card).findByTestId('action-counts');
    expect(within(counts).getByText('2 transfers to answer')).toBeInTheDocument();
    expect(within(counts).getByText('1 DBS check to renew')).toBeInTheDocument();
  });

  it('says how many permits wait for an answer beside the transfers', async () => {
    const permit = {
      kind: 'permit',
      subject,
      permitId: 9,
      createdOn: '2025-09-01T10:00:00Z',
      fixtureDate: '2025-09-20T14:00:00Z',
      fromOrganisationName: 'Cwm Valley RFC',
      toOrganisationName: 'Aberllyn RFC',
      homeTeamName: 'Aberllyn RFC (1st team)',
      awayTeamName: 'Trefelin Harlequins RFC (1st team)',
    };
    renderDashboard({ 'GET /api/actions': { body: [transfer(7), permit] } });
    const counts = await screen.findByTestId('action-counts');
    expect(within(counts).getByText('1 transfer to answer')).toBeInTheDocument();
    expect(within(counts).getByText('1 permit to answer')).toBeInTheDocument();
  });

  it('shows one transfer in the singular and no DBS count when none is due', async () => {
    renderDashboard({ 'GET /api/actions': { body: [transfer(7)] } });
    const counts = await screen.findByTestId('action-counts');
    expect(within(counts).getByText('1 transfer to answer')).toBeInTheDocument();
    expect(within(counts).queryByText(/DBS/)).not.toBeInTheDocument();
  });

  it('shows no counts when nothing waits', async () => {
    renderDashboard({ 'GET /api/actions': { body: [] } });
    const card = await screen.findByTestId('card-actions');
    expect(within(card).getByRole('link', { name: /^Actions/ })).toBeInTheDocument();
    expect(within(card).queryByTestId('action-counts')).not.toBeInTheDocument();
  });
});
