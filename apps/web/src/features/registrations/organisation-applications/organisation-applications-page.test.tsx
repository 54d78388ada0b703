import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../app/require-auth';
import { expectShownAndAnnounced, findAlerted } from '../../../test/announcements';
import { renderRoutes } from '../../../test/render';
import { baseAnswers, problem, refusal, sent, stubApi, type Answers } from '../../organisations/test/api';
import { OrganisationApplicationsPage } from './organisation-applications-page';

const PLAYERS = '/api/organisation/7/playing-registration?statuses=awaiting_org&statuses=approved&statuses=rejected';
const VOLUNTEERS = '/api/organisation/7/volunteer-registration';

function renderPage(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  const utils = renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/organisation/:organisationId/applications', element: <OrganisationApplicationsPage /> }],
      },
    ],
    '/organisation/7/applications',
  );
  return { ...utils, mock };
}

const status = (value: string, pretty: string) => ({ value, pretty, changedOn: '2025-09-01T10:00:00.000Z' });

function player(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    personId: 2000 + id,
    status: status('awaiting_org', 'Awaiting organisation decision'),
    statusChanges: [],
    createdOn: '2025-09-01T10:00:00.000Z',
    season: '2025-2026',
    organisationName: 'Cwm Valley RFC',
    teamName: 'Under 14',
    teamParentId: 40,
    gameFormatValue: '15-a-side',
    firstName: 'Cai',
    lastName: `Player${id}`,
    dob: '2011-10-01',
    decidedByUnion: false,
    timelineStep: 1,
    teamChildren: [
      { id: 401, value: '1st team' },
      { id: 402, value: '2nd team' },
    ],
    decidedTeamChild: null,
    contact: {
      email: null,
      guardian: { id: 1999, firstName: 'Rhian', lastName: 'Player', email: 'rhian@example.org' },
    },
    ...over,
  };
}

function volunteer(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    personId: 3000 + id,
    applicationStatus: null,
    submittedOn: '2025-09-02T10:00:00.000Z',
    updatedOn: '2025-09-02T10:00:00.000Z',
    season: '2025-2026',
    firstName: 'Ffion',
    lastName: `Volunteer${id}`,
    dob: '1990-01-01',
    teamName: 'Under 14',
    roleValue: 'Team Coach',
    roleValueCy: 'Hyfforddwr Tîm',
    dbsStatus: 'none',
    requiresDbs: true,
    requiresClubSecApproval: true,
    requiresWruApproval: false,
    clubSecDecision: null,
    wruDecision: null,
    organisationName: 'Cwm Valley RFC',
    organisationUpdatedOn: null,
    wruUpdatedOn: null,
    teamParentIds: [40],
    contact: { email: `ffion${id}@example.org`, guardian: null },
    ...over,
  };
}

const section = (name: string) => screen.getByRole('region', { name });
/** The lines of a decision dialog's History. */
const historyOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('manage registrations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups player applications into Awaiting Decision, Approved and Rejected', async () => {
    renderPage({
      [PLAYERS]: {
        body: [
          player(1),
          player(2, { status: status('approved', 'Approved'), decidedTeamChild: { id: 401, value: '1st team' } }),
          player(3, { status: status('rejected', 'Rejected') }),
        ],
      },
    });
    await screen.findByText('Cai Player1');
    expect(within(section('Awaiting Decision')).getByText('Cai Player1')).toBeInTheDocument();
    expect(within(section('Approved')).getByText('Cai Player2')).toBeInTheDocument();
    expect(within(section('Approved')).getByText('Team option: 1st team')).toBeInTheDocument();
    expect(within(section('Rejected')).getByText('Cai Player3')).toBeInTheDocument();
    expect(screen.queryByText("You're all caught up!")).not.toBeInTheDocument();
  });

  it("says you're all caught up when nothing awaits a decision", async () => {
    renderPage({ [PLAYERS]: { body: [] } });
    expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
  });

  it('requires a team option before Approve when the team has more than one variation', async () => {
    const user = userEvent.setup();
    const { mock } = renderPage({
      [PLAYERS]: { body: [player(1)] },
      'PATCH /api/playing-registration/1/status': { body: player(1, { status: status('approved', 'Approved') }) },
    });
    await user.click(await screen.findByRole('button', { name: "Decide on Cai Player1's application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide on Application' });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await user.click(within(dialog).getByLabelText(/Team option/));
    await user.click(await screen.findByRole('option', { name: '2nd team', hidden: true }));
    expect(approve).toBeEnabled();
    await user.click(approve);
    await waitFor(() =>
      expect(sent(mock, 'PATCH /api/playing-registration/1/status')).toEqual([
        { playerApplicationStatusValue: 'approved', teamChildId: 402 },
      ]),
    );
    await expectShownAndAnnounced("Cai Player1's registration was approved.");
  });

  it('gives the decision what it needs: the format by its label, member ID, age, whom to contact and the history', async () => {
    const user = userEvent.setup();
    renderPage({
      [PLAYERS]: {
        body: [
          player(1, {
            gameFormatValue: 'mixed-ability',
            dob: '2011-10-01',
            statusChanges: [
              { value: 'referred_dispensation', changedOn: '2025-09-01T10:00:00.000Z' },
              { value: 'awaiting_org', changedOn: '2025-09-03T15:30:00.000Z' },
            ],
          }),
          player(2, {
            gameFormatValue: 'tag',
            dob: '1990-05-05',
            contact: { email: 'cai2@example.org', guardian: null },
          }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: "Decide on Cai Player1's application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide on Application' });
    expect(dialog).toHaveTextContent('Under 14 (Mixed Ability rugby)');
    expect(dialog).not.toHaveTextContent('mixed-ability');
    expect(within(dialog).getByText('Member ID: 2001')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Date of birth: 01\/10\/2011 \(age \d+\)$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Parent or guardian: Rhian Player/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'rhian@example.org' })).toHaveAttribute(
      'href',
      'mailto:rhian@example.org',
    );
    expect(historyOf(dialog)).toEqual([
      'Submitted 01/09/2025, 11:00',
      'Referred for an age-grade dispensation: 01/09/2025, 11:00',
      'Awaiting your decision: 03/09/2025, 16:30',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Under 14 (Tag)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Decide on Cai Player2's application" }));
    const adult = await screen.findByRole('dialog', { name: 'Decide on Application' });
    expect(within(adult).getByRole('link', { name: 'cai2@example.org' })).toHaveAttribute(
      'href',
      'mailto:cai2@example.org',
    );
    expect(adult).not.toHaveTextContent('Parent or guardian');
  });

  it('approves on the only variation without asking', async () => {
    const user = userEvent.setup();
    const { mock } = renderPage({
      [PLAYERS]: { body: [player(1, { teamChildren: [{ id: 401, value: '1st team' }] })] },
      'PATCH /api/playing-registration/1/status': { body: player(1) },
    });
    await user.click(await screen.findByRole('button', { name: "Decide on Cai Player1's application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide on Application' });
    expect(within(dialog).queryByLabelText(/Team option/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(sent(mock, 'PATCH /api/playing-registration/1/status')).toEqual([
        { playerApplicationStatusValue: 'approved', teamChildId: 401 },
      ]),
    );
  });

  it('shows the update error when the decision fails', async () => {
    const user = userEvent.setup();
    renderPage({
      [PLAYERS]: { body: [player(1)] },
      'PATCH /api/playing-registration/1/status': problem(500, 'internal_error', 'boom'),
    });
    await user.click(await screen.findByRole('button', { name: "Decide on Cai Player1's application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide on Application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText(
        'There was an error updating the status of this registration. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('refreshes and says so when someone else decided first (409)', async () => {
    const user = userEvent.setup();
    let decided = false;
    renderPage({
      [PLAYERS]: () => ({ body: [decided ? player(1, { status: status('approved', 'Approved') }) : player(1)] }),
      'PATCH /api/playing-registration/1/status': () => {
        decided = true;
        return problem(409, 'conflict', 'This application has already been decided');
      },
    });
    await user.click(await screen.findByRole('button', { name: "Decide on Cai Player1's application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide on Application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectShownAndAnnounced(
      'This registration had already been decided by someone else. The list has been refreshed.',
    );
    await waitFor(() => expect(within(section('Approved')).getByText('Cai Player1')).toBeInTheDocument());
  });

  it('shows Permission Denied when the organisation refuses', async () => {
    renderPage({ [PLAYERS]: refusal('You do not have permission to manage registrations for this organisation') });
    const alert = await findAlerted();
    expect(alert).toHaveTextContent('Permission Denied');
    expect(alert).toHaveTextContent('You do not have permission to manage registrations for this organisation');
  });

  it('asks to tick the safeguarding warning before accepting a volunteer without a valid DBS, then confirms', async () => {
    const user = userEvent.setup();
    const { mock } = renderPage({
      [PLAYERS]: { body: [] },
      [VOLUNTEERS]: { body: [volunteer(5)] },
      'PUT /api/organisation/7/volunteer-registration/decision': {
        body: volunteer(5, { applicationStatus: 1, clubSecDecision: 1 }),
      },
    });
    await user.click(await screen.findByText('Volunteers'));
    await user.click(await screen.findByRole('button', { name: 'Accept Ffion Volunteer5' }));
    const warning = await screen.findByRole('dialog', { name: 'Safeguarding Warning' });
    const accept = within(warning).getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await user.click(within(warning).getByRole('checkbox'));
    expect(accept).toBeEnabled();
    await user.click(accept);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Decision' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(sent(mock, 'PUT /api/organisation/7/volunteer-registration/decision')).toEqual([
        { applicationId: 5, decision: true, wruId: 3005, dbsWarningAcknowledged: true },
      ]),
    );
  });

  it('gives the volunteer decision what it needs: member ID, age, role and teams, whom to contact and the history', async () => {
    const user = userEvent.setup();
    renderPage({
      [PLAYERS]: { body: [] },
      [VOLUNTEERS]: {
        body: [
          volunteer(5, {
            dbsStatus: 'valid',
            dob: '2008-03-01',
            requiresWruApproval: true,
            wruDecision: true,
            wruUpdatedOn: '2025-09-04T09:00:00.000Z',
            contact: {
              email: null,
              guardian: { id: 2999, firstName: 'Rhian', lastName: 'Volunteer', email: 'rhian@example.org' },
            },
          }),
          volunteer(6, { dbsStatus: 'valid', requiresWruApproval: true }),
        ],
      },
    });
    await user.click(await screen.findByText('Volunteers'));
    await user.click(await screen.findByRole('button', { name: 'Reject Ffion Volunteer5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Decision' });
    expect(within(dialog).getByText('Member ID: 3005')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Date of birth: 01\/03\/2008 \(age \d+\)$/)).toBeInTheDocument();
    expect(within(dialog).getByText('Role: Team Coach')).toBeInTheDocument();
    expect(within(dialog).getByText('Teams: Under 14')).toBeInTheDocument();
    expect(within(dialog).getByText(/Parent or guardian: Rhian Volunteer/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'rhian@example.org' })).toHaveAttribute(
      'href',
      'mailto:rhian@example.org',
    );
    expect(historyOf(dialog)).toEqual([
      'Submitted 02/09/2025, 11:00',
      'Approved by the WRU: 04/09/2025, 10:00',
      'Awaiting your decision',
    ]);
    expect(dialog).toHaveTextContent("Reject Ffion Volunteer5's registration as Team Coach?");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Accept Ffion Volunteer6' }));
    const adult = await screen.findByRole('dialog', { name: 'Confirm Decision' });
    expect(within(adult).getByRole('link', { name: 'ffion6@example.org' })).toHaveAttribute(
      'href',
      'mailto:ffion6@example.org',
    );
    expect(adult).not.toHaveTextContent('Parent or guardian');
    expect(historyOf(adult)).toEqual([
      'Submitted 02/09/2025, 11:00',
      'Awaiting your decision',
      "Awaiting the WRU's decision",
    ]);
  });

  it('goes straight to Confirm Decision for a volunteer with a valid DBS', async () => {
    const user = userEvent.setup();
    renderPage({ [PLAYERS]: { body: [] }, [VOLUNTEERS]: { body: [volunteer(5, { dbsStatus: 'valid' })] } });
    await user.click(await screen.findByText('Volunteers'));
    await user.click(await screen.findByRole('button', { name: 'Accept Ffion Volunteer5' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm Decision' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Safeguarding Warning' })).not.toBeInTheDocument();
  });

  it('offers Change Team only for approved players whose team has more than one variation', async () => {
    renderPage({
      [PLAYERS]: {
        body: [
          player(2, { status: status('approved', 'Approved') }),
          player(3, { status: status('approved', 'Approved'), teamChildren: [{ id: 501, value: '1st team' }] }),
        ],
      },
    });
    expect(await screen.findByRole('button', { name: 'Change Team for Cai Player2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Team for Cai Player3' })).not.toBeInTheDocument();
  });

  const role = (id: number, teamChildren: { id: number; value: string }[], current: number | null) => ({
    personOrganisationRoleId: id,
    roleId: 1,
    roleName: 'Player',
    roleNameCy: 'Chwaraewr',
    roleValues: ['Player'],
    roleParentId: 1,
    organisationId: 7,
    organisationName: 'Cwm Valley RFC',
    teamChild: current === null ? null : (teamChildren.find((child) => child.id === current) ?? null),
    teamParent: { id: 40 + id, name: `Team ${id}`, teamChildren },
    activeFrom: '2025-09-01',
    activeTo: null,
    transferred: false,
  });
  const ROLES = '/api/person/2002/role?activeOnly=true&playingRolesOnly=true&excludeTransferred=true&organisationId=7';

  it('saves only the changed team selections', async () => {
    const user = userEvent.setup();
    const variations = [
      { id: 401, value: '1st team' },
      { id: 402, value: '2nd team' },
    ];
    const { mock } = renderPage({
      [PLAYERS]: { body: [player(2, { status: status('approved', 'Approved') })] },
      [ROLES]: {
        body: [
          role(9, variations, 401),
          role(
            10,
            [
              { id: 601, value: 'A' },
              { id: 602, value: 'B' },
            ],
            601,
          ),
        ],
      },
      'PUT /api/team/7/update-team-child?personOrganisationRoleId=9&newTeamChildId=402': {
        body: role(9, variations, 402),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Team for Cai Player2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Team' });
    const save = await within(dialog).findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Team 9'));
    await user.click(await screen.findByRole('option', { name: '2nd team', hidden: true }));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Team' })).not.toBeInTheDocument());
    const puts = mock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([input]) => String(input));
    expect(puts).toEqual(['/api/team/7/update-team-child?personOrganisationRoleId=9&newTeamChildId=402']);
  });

  it("shows why Change Team was refused in the reader's words, not the server's", async () => {
    const user = userEvent.setup();
    const variations = [
      { id: 401, value: '1st team' },
      { id: 402, value: '2nd team' },
    ];
    renderPage({
      [PLAYERS]: { body: [player(2, { status: status('approved', 'Approved') })] },
      [ROLES]: { body: [role(9, variations, 401)] },
      'PUT /api/team/7/update-team-child?personOrganisationRoleId=9&newTeamChildId=402': {
        status: 409,
        body: {
          type: 'about:blank',
          status: 409,
          title: 'Conflict',
          detail: 'Words the reader never sees',
          code: 'conflict',
          reason: 'player_application.team_changed_meanwhile',
        },
        contentType: 'application/problem+json',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Team for Cai Player2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Team' });
    await user.click(within(dialog).getByLabelText('Team 9'));
    await user.click(await screen.findByRole('option', { name: '2nd team', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findAlerted(dialog)).toHaveTextContent(
      'The team of this role changed meanwhile: reload and try again',
    );
    expect(dialog).not.toHaveTextContent('Words the reader never sees');
  });

  it('says when no team changes are available or the team type has no variations', async () => {
    const user = userEvent.setup();
    renderPage({
      [PLAYERS]: { body: [player(2, { status: status('approved', 'Approved') })] },
      [ROLES]: { body: [role(9, [], null), role(10, [{ id: 601, value: '1st team' }], 601)] },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Team for Cai Player2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Team' });
    expect(await within(dialog).findByText('No team changes available for this person.')).toBeInTheDocument();
    expect(within(dialog).getByText(/No team variations found for this team type/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
