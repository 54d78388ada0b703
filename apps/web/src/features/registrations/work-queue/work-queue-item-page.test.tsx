import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnionPlayerApplicationDetail, UnionVolunteerRegistrationDetail } from '@mywru/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../app/require-auth';
import { renderRoutes } from '../../../test/render';
import { expectShownAndAnnounced, findAlerted } from '../../../test/announcements';
import { baseAnswers, problem, refusal, sent, stubApi, type Answers } from './test/api';
import { PlayerReferralPage, VolunteerApprovalPage } from './work-queue-item-page';

function renderAt(path: string, answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/union/work-queue/player/:id', element: <PlayerReferralPage /> },
          { path: '/union/work-queue/volunteer/:id', element: <VolunteerApprovalPage /> },
        ],
      },
    ],
    path,
  );
  return mock;
}

const person = {
  id: 1000105,
  firstName: 'Ffion',
  lastName: 'Evans',
  dob: '2009-06-06',
  isChild: true,
  email: null,
  guardian: { id: 1000104, firstName: 'Gwen', lastName: 'Evans' },
  nationalities: ['Welsh'],
  otherUnions: ['Irish'],
  dbsStatus: 'none' as const,
};

const referred: UnionPlayerApplicationDetail = {
  id: 5,
  status: 'referred_clearance',
  reason: 'clearance',
  isAwaitingUnion: true,
  person,
  organisationId: 7,
  organisationName: 'Cwm Valley RFC',
  teamName: 'Youth Girls',
  ageGrade: 'Youth',
  season: '2025-2026',
  submittedOn: '2025-09-01T10:00:00Z',
  history: [{ status: 'referred_clearance', changedOn: '2025-09-01T10:00:00Z', changedBy: 'Gwen Evans', reason: null }],
};

const rejected: UnionPlayerApplicationDetail = {
  ...referred,
  status: 'rejected',
  isAwaitingUnion: false,
  history: [
    ...referred.history,
    {
      status: 'rejected',
      changedOn: '2025-10-01T10:00:00Z',
      changedBy: 'Rhian Officer',
      reason: 'No clearance from the Irish union',
    },
  ],
};

const approvedByUnion: UnionPlayerApplicationDetail = {
  ...referred,
  status: 'awaiting_org',
  isAwaitingUnion: false,
  history: [
    ...referred.history,
    { status: 'awaiting_org', changedOn: '2025-10-01T10:00:00Z', changedBy: 'Rhian Officer', reason: null },
  ],
};

/** Answers `first` until a decision is posted, then `after`. */
function itemAnswers(
  path: string,
  first: unknown,
  after: unknown,
  decision: () => { status?: number; body?: unknown; contentType?: string },
): Answers {
  let isDecided = false;
  return {
    [`GET ${path}`]: () => ({ body: isDecided ? after : first }),
    [`POST ${path}/decision`]: () => {
      const answer = decision();
      if ((answer.status ?? 200) === 200 || answer.status === 409) isDecided = true;
      return answer;
    },
  };
}

describe('a referred player application', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the person, the reason for the referral and the history', async () => {
    renderAt('/union/work-queue/player/5', { 'GET /api/union/player-applications/5': { body: referred } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ffion Evans' })).toBeInTheDocument();
    expect(screen.getByText('Player application referred for international clearance')).toBeInTheDocument();
    expect(screen.getByTestId('item-status')).toHaveTextContent('Awaiting the union');
    const reason = screen.getByRole('region', { name: 'Reason for referral' });
    expect(reason).toHaveTextContent('registration with another union (Irish)');
    const personSection = screen.getByRole('region', { name: 'Person' });
    expect(personSection).toHaveTextContent('1000105');
    expect(personSection).toHaveTextContent('06/06/2009 (under 18)');
    expect(personSection).toHaveTextContent('Gwen Evans (1000104)');
    const application = screen.getByRole('region', { name: 'Application' });
    expect(application).toHaveTextContent('Cwm Valley RFC');
    expect(application).toHaveTextContent('Youth Girls');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      'Referred for international clearance · 01/09/2025 by Gwen Evans',
    );
  });

  it('requires a reason to reject, sends nothing without one, then rejects after confirmation and shows the decision', async () => {
    const mock = renderAt(
      '/union/work-queue/player/5',
      itemAnswers('/api/union/player-applications/5', referred, rejected, () => ({
        body: {
          id: 5,
          personId: 1000105,
          status: 'rejected',
          decidedByUnion: true,
          reason: 'No clearance from the Irish union',
        },
      })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(/Give a reason when rejecting/);
    await userEvent.click(within(summary).getByRole('link', { name: 'Give a reason when rejecting' }));
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(mock, 'POST /api/union/player-applications/5/decision')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Reason'), 'No clearance from the Irish union');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    expect(dialog).toHaveTextContent("Ffion Evans's application will be rejected with this reason.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await expectShownAndAnnounced('Rejected. The applicant has been told why.');
    expect(sent(mock, 'POST /api/union/player-applications/5/decision')).toEqual([
      { approve: false, reason: 'No clearance from the Irish union' },
    ]);
    await waitFor(() => expect(screen.getByTestId('item-status')).toHaveTextContent('Rejected by the union'));
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'Reason: No clearance from the Irish union',
    );
  });

  it('approves after confirmation, without a reason, and says the organisation decides next', async () => {
    const mock = renderAt(
      '/union/work-queue/player/5',
      itemAnswers('/api/union/player-applications/5', referred, approvedByUnion, () => ({
        body: { id: 5, personId: 1000105, status: 'awaiting_org', decidedByUnion: false, reason: null },
      })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectShownAndAnnounced("Approved. The application now waits for Cwm Valley RFC's decision.");
    expect(sent(mock, 'POST /api/union/player-applications/5/decision')).toEqual([{ approve: true, reason: null }]);
    await waitFor(() => expect(screen.getByTestId('item-status')).toHaveTextContent('Approved by the union'));
  });

  it('keeps the reason and shows the error when saving fails, and lets the person try again', async () => {
    renderAt('/union/work-queue/player/5', {
      'GET /api/union/player-applications/5': { body: referred },
      'POST /api/union/player-applications/5/decision': problem(500, 'internal_error', 'boom'),
    });
    await userEvent.type(await screen.findByLabelText('Reason'), 'Not eligible');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await findAlerted()).toHaveTextContent('There was an error saving the decision. Please try again later.');
    expect(screen.getByLabelText('Reason')).toHaveValue('Not eligible');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('says so when someone else decided first (409) and shows the decision that stands', async () => {
    renderAt(
      '/union/work-queue/player/5',
      itemAnswers('/api/union/player-applications/5', referred, rejected, () =>
        problem(409, 'conflict', 'Only an application referred to the union can be decided by the union'),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await expectShownAndAnnounced('This was already decided by someone else. The page now shows the decision.');
    await waitFor(() => expect(screen.getByTestId('item-status')).toHaveTextContent('Rejected by the union'));
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says the item is not in the queue for an unknown id', async () => {
    renderAt('/union/work-queue/player/99', {
      'GET /api/union/player-applications/99': problem(404, 'not_found', 'The application was not found'),
    });
    expect(await findAlerted()).toHaveTextContent("This item is not in the union's work queue.");
  });

  it('shows the permission message to a union role without the work queue', async () => {
    renderAt('/union/work-queue/player/5', { 'GET /api/union/player-applications/5': refusal() });
    expect(await findAlerted()).toHaveTextContent(
      'You do not have permission to use this part of the union back office',
    );
  });
});

const volunteer: UnionVolunteerRegistrationDetail = {
  id: 31,
  roleValue: 'Club Chair',
  roleValueCy: 'Cadeirydd Clwb',
  isAwaitingUnion: true,
  person: {
    ...person,
    id: 1000200,
    firstName: 'Huw',
    lastName: 'Chair',
    dob: '1975-02-02',
    isChild: false,
    guardian: null,
    otherUnions: [],
    dbsStatus: 'valid',
  },
  organisationId: 7,
  organisationName: 'Cwm Valley RFC',
  teamName: null,
  season: '2025-2026',
  submittedOn: '2025-09-20T09:00:00Z',
  requiresDbs: false,
  requiresClubSecApproval: true,
  clubSecDecision: 1,
  unionDecision: null,
  unionReason: null,
  applicationStatus: null,
  history: [
    { status: 'submitted', changedOn: '2025-09-20T09:00:00Z', changedBy: 'Huw Chair', reason: null },
    { status: 'organisation_approved', changedOn: '2025-09-22T09:00:00Z', changedBy: null, reason: null },
  ],
};

describe('a volunteer registration awaiting the union', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the role and the organisation's approval, and approves it, creating the role", async () => {
    const after = { ...volunteer, isAwaitingUnion: false, unionDecision: true, applicationStatus: 1 as const };
    const mock = renderAt(
      '/union/work-queue/volunteer/31',
      itemAnswers('/api/union/volunteer-registrations/31', volunteer, after, () => ({
        body: {
          id: 31,
          personId: 1000200,
          wruDecision: true,
          wruReason: null,
          applicationStatus: 1,
          personOrganisationRoleIds: [9],
        },
      })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Huw Chair' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reason for referral' })).toHaveTextContent(
      "The role Club Chair needs the union's approval.",
    );
    expect(screen.getByRole('region', { name: 'Application' })).toHaveTextContent("Organisation's approvalApproved");
    const steps = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/by Huw Chair$/);
    // No one is named where the API knows no one.
    expect(steps[1]).toHaveTextContent(/^Approved by the organisation · [^·]*2025$/);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(dialog).toHaveTextContent("Huw Chair's volunteer registration will be approved by the union.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectShownAndAnnounced('Approved. The volunteer role has been created.');
    expect(sent(mock, 'POST /api/union/volunteer-registrations/31/decision')).toEqual([
      { approve: true, reason: null },
    ]);
    await waitFor(() => expect(screen.getByTestId('item-status')).toHaveTextContent('Approved by the union'));
  });

  it('requires a reason to reject it', async () => {
    const mock = renderAt('/union/work-queue/volunteer/31', {
      'GET /api/union/volunteer-registrations/31': { body: volunteer },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(/Give a reason when rejecting/);
    expect(sent(mock, 'POST /api/union/volunteer-registrations/31/decision')).toHaveLength(0);
  });
});
