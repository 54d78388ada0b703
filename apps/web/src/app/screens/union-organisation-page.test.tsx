import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshOrganisations from '../../../public/locales/cy/union-organisations.json';
import { RequireAuth } from '../require-auth';
import { renderRoutes } from '../../test/render';
import { UnionOrganisationPage } from './union-organisation-page';
import {
  baseAnswers,
  choose,
  details,
  options,
  problem,
  refusal,
  refused,
  sent,
  stubApi,
  type Answers,
} from '../../test/union-organisations';
import { expectShownAndAnnounced, findAlerted } from '../../test/announcements';
import { expectErrorSummary, followSummaryLink } from '../../test/error-summary';

const BASE = '/api/union/organisations/5';

function renderAt(answers: Answers) {
  const mock = stubApi({
    ...baseAnswers(),
    'GET /api/union/organisations/options': { body: options },
    [`GET ${BASE}`]: { body: details() },
    ...answers,
  });
  const utils = renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/union/organisations/:organisationId', element: <UnionOrganisationPage /> }],
      },
    ],
    '/union/organisations/5',
  );
  return { ...utils, mock };
}

/** A Mantine select's input, found by the start of its label. */
const selectInput = (label: string, scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((element) => element.tagName === 'INPUT')!;

// Multi-step forms over Mantine selects: generous time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('one organisation in the back office', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its details, teams with variations, and office holders', async () => {
    renderAt({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Cwm Valley RFC' })).toBeInTheDocument();
    expect(screen.getByText('Id 5 · Clubs · Active')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Cwm Valley RFC');
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    const teams = screen.getByRole('region', { name: 'Teams' });
    expect(within(teams).getByRole('heading', { name: 'Senior Men' })).toBeInTheDocument();
    expect(within(teams).getByText('Senior Men · Senior · 15-a-side · Male')).toBeInTheDocument();
    expect(within(teams).getByRole('switch', { name: 'Registrations open for Senior Men' })).toBeChecked();
    expect(within(teams).getByRole('button', { name: 'Remove 1st team' })).toBeDisabled();
    expect(within(teams).getByRole('button', { name: 'Remove 2nd team' })).toBeEnabled();
    const holders = screen.getByRole('table', { name: 'Office holders' });
    const row = within(holders).getByRole('row', { name: /Gareth Morgan/ });
    expect(row).toHaveTextContent('Club Secretary');
    expect(row).toHaveTextContent('01/09/2024');
  });

  it('saves name, type, region and active, with field errors from the API next to the field and in the summary', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { mock } = renderAt({
      [`PUT ${BASE}`]: () => {
        attempts += 1;
        return attempts === 1
          ? refused(400, 'validation_failed', 'organisation.region_unknown')
          : { body: details({ name: 'Cwm Valley', isActive: false, region: { id: 11, name: 'Arfordir' } }) };
      },
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const form = name.closest('form')!;
    let summary = await expectErrorSummary(form, ['Enter the organisation name']);
    expect(within(form).getAllByText('Enter the organisation name')).toHaveLength(2);
    await followSummaryLink(summary, 'Enter the organisation name', name);
    expect(sent(mock, `PUT ${BASE}`)).toEqual([]);

    await user.type(name, 'Cwm Valley');
    await choose('Region', 'Arfordir');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(screen.getByText(/takes no new player or volunteer applications/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    summary = await expectErrorSummary(form, ['Choose a region']);
    await followSummaryLink(summary, 'Choose a region', selectInput('Region'));
    expect(name).toHaveValue('Cwm Valley');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const saved = await expectShownAndAnnounced('Changes saved');
    expect(saved.closest('[role="status"], [aria-live]')).toBeNull();
    expect(sent(mock, `PUT ${BASE}`)[1]).toEqual({ name: 'Cwm Valley', typeId: 1, regionId: 11, isActive: false });
    expect(await screen.findByText('Id 5 · Clubs · Inactive')).toBeInTheDocument();
  });

  it('asks before closing a team for registrations, announces the change, and reverts when the call fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { mock } = renderAt({
      [`PUT ${BASE}/team-parents/50/registration`]: () => {
        calls += 1;
        return calls === 1 ? { body: { id: 50, enableRegistrations: false } } : problem(500, 'internal', 'boom');
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Registrations open for Senior Men' });
    await user.click(toggle);
    let question = await screen.findByRole('dialog', { name: 'Close registrations for Senior Men?' });
    expect(question).toHaveTextContent('Nobody will be able to apply to play for Senior Men');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(sent(mock, `PUT ${BASE}/team-parents/50/registration`)).toEqual([]);

    await user.click(toggle);
    question = await screen.findByRole('dialog', { name: 'Close registrations for Senior Men?' });
    await user.click(within(question).getByRole('button', { name: 'Close registrations' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(sent(mock, `PUT ${BASE}/team-parents/50/registration`)).toEqual([{ value: false }]);
    const teams = screen.getByRole('region', { name: 'Teams' });
    const notice = await expectShownAndAnnounced('Registrations are now closed for Senior Men.');
    expect(teams).toContainElement(notice);
    expect(within(teams).queryByRole('status')).not.toBeInTheDocument();

    await user.click(toggle);
    question = await screen.findByRole('dialog', { name: 'Open registrations for Senior Men?' });
    await user.click(within(question).getByRole('button', { name: 'Open registrations' }));
    expect(
      await screen.findByText(
        'There was an error updating the registration status of this team. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(sent(mock, `PUT ${BASE}/team-parents/50/registration`)).toEqual([{ value: false }, { value: true }]);
  });

  it('words game formats with the shared labels on the teams and in the template choice', async () => {
    const user = userEvent.setup();
    const organisation = details();
    renderAt({
      [`GET ${BASE}`]: {
        body: {
          ...organisation,
          teamParents: organisation.teamParents.map((team) => ({ ...team, gameFormat: { name: 'Mixed Ability' } })),
        },
      },
      'GET /api/union/organisations/options': {
        body: {
          ...options,
          teamTemplates: [
            ...options.teamTemplates,
            {
              id: 24,
              name: 'Senior Mixed Ability',
              nameCy: 'Gallu Cymysg Hŷn',
              ageGrade: 'senior',
              sexId: null,
              gameFormat: 'Mixed Ability',
            },
          ],
        },
      },
    });
    const teams = await screen.findByRole('region', { name: 'Teams' });
    expect(within(teams).getByText('Senior Men · Senior · Mixed Ability rugby · Male')).toBeInTheDocument();
    await user.click(within(teams).getByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team' });
    await choose('Team template', 'Senior Mixed Ability (Mixed Ability rugby)', dialog);
    expect(within(dialog).getByDisplayValue('Senior Mixed Ability (Mixed Ability rugby)')).toBeInTheDocument();
  });

  it('on a Welsh page names a team after its template, and the templates to choose from, in Welsh', async () => {
    i18n.addResourceBundle('cy', 'union-organisations', welshOrganisations, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderAt({});
      const teams = await screen.findByRole('region', { name: welshOrganisations.teams.section });
      expect(within(teams).getByRole('heading', { name: 'Dynion Hŷn' })).toBeInTheDocument();
      expect(within(teams).queryByText(/Senior Men/)).not.toBeInTheDocument();
      await userEvent.click(within(teams).getByRole('button', { name: welshOrganisations.teams.add }));
      const dialog = await screen.findByRole('dialog', { name: welshOrganisations.addTeam.title });
      const combobox = within(dialog)
        .getAllByLabelText(new RegExp(`^${welshOrganisations.addTeam.template}`))
        .find((element) => element.tagName === 'INPUT')!;
      await userEvent.click(combobox);
      const listbox = await waitFor(() => document.getElementById(combobox.getAttribute('aria-controls') ?? '')!);
      const names = within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent);
      expect(names).toEqual([expect.stringMatching(/^Dynion Hŷn \(/), expect.stringMatching(/^Menywod Hŷn \(/)]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('adds a team from a template; a clash shows next to the name and in the error summary', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { mock } = renderAt({
      [`POST ${BASE}/team-parents`]: () => {
        attempts += 1;
        return attempts === 1
          ? refused(409, 'conflict', 'team.name_taken')
          : {
              status: 201,
              body: details({
                teamParents: [
                  ...details().teamParents,
                  {
                    id: 51,
                    name: 'Senior Men 2',
                    nameCy: 'Senior Men 2',
                    teamTemplate: { id: 22, name: 'Senior Men', nameCy: 'Dynion Hŷn', ageGrade: 'senior' },
                    gameFormat: { name: '15-a-side' },
                    sexId: 1,
                    enableRegistrations: true,
                    teamChildren: [{ id: 511, value: '1st team', isInUse: false }],
                  },
                ],
              }),
            };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team' });
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    const summary = await expectErrorSummary(dialog, ['Choose a team template']);
    await followSummaryLink(summary, 'Choose a team template', selectInput('Team template', dialog));
    await choose('Team template', 'Senior Men (15-a-side)', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    const teamName = within(dialog).getByRole('textbox', { name: /^Team name/ });
    const nameTaken =
      'This organisation already has a team from this template with that name; give the new team a different name';
    const clash = await expectErrorSummary(dialog, [nameTaken]);
    await followSummaryLink(clash, nameTaken, teamName);
    await user.type(teamName, 'Senior Men 2');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(await screen.findByRole('heading', { name: 'Senior Men 2' })).toBeInTheDocument();
    expect(sent(mock, `POST ${BASE}/team-parents`)).toEqual([
      { teamTemplateId: 22, name: null, firstVariation: null },
      { teamTemplateId: 22, name: 'Senior Men 2', firstVariation: null },
    ]);
  });

  it('adds, renames and removes variations; a refused name shows in the error summary', async () => {
    const user = userEvent.setup();
    const withChildren = (children: { id: number; value: string; isInUse: boolean }[]) =>
      details({ teamParents: [{ ...details().teamParents[0], teamChildren: children }] });
    let additions = 0;
    const { mock } = renderAt({
      [`POST ${BASE}/team-parents/50/variations`]: () => {
        additions += 1;
        return additions === 1
          ? refused(409, 'conflict', 'team.variation_taken')
          : {
              status: 201,
              body: withChildren([
                { id: 501, value: '1st team', isInUse: true },
                { id: 502, value: '2nd team', isInUse: false },
                { id: 503, value: 'Athletic XV', isInUse: false },
              ]),
            };
      },
      [`PUT ${BASE}/team-parents/50/variations/502`]: refused(409, 'conflict', 'team.variation_taken'),
      [`DELETE ${BASE}/team-parents/50/variations/502`]: {
        body: withChildren([
          { id: 501, value: '1st team', isInUse: true },
          { id: 503, value: 'Athletic XV', isInUse: false },
        ]),
      },
    });
    const newVariation = await screen.findByRole('textbox', { name: 'New variation of Senior Men' });
    await user.type(newVariation, '2nd team');
    await user.click(screen.getByRole('button', { name: 'Add variation' }));
    const addForm = newVariation.closest('form')!;
    const taken = 'This team already has a variation with that name';
    const addSummary = await expectErrorSummary(addForm, [taken]);
    await followSummaryLink(addSummary, taken, newVariation);
    await user.clear(newVariation);
    await user.type(newVariation, 'Athletic XV');
    await user.click(screen.getByRole('button', { name: 'Add variation' }));
    expect(await screen.findByText('Athletic XV')).toBeInTheDocument();
    expect(within(addForm).queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(sent(mock, `POST ${BASE}/team-parents/50/variations`)).toEqual([
      { value: '2nd team' },
      { value: 'Athletic XV' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Rename 2nd team' }));
    const rename = screen.getByRole('textbox', { name: 'New name of 2nd team' });
    expect(rename).toHaveFocus();
    await user.clear(rename);
    await user.type(rename, '1st team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const renameForm = rename.closest('form')!;
    const summary = await expectErrorSummary(renameForm, ['This team already has a variation with that name']);
    expect(within(renameForm).getAllByText('This team already has a variation with that name')).toHaveLength(2);
    await followSummaryLink(summary, 'This team already has a variation with that name', rename);
    expect(rename).toHaveValue('1st team');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Remove 2nd team' }));
    await waitFor(() => expect(screen.queryByText('2nd team')).not.toBeInTheDocument());
  });

  it('appoints a Team Coach for teams of the organisation, found by name', async () => {
    const user = userEvent.setup();
    const { mock } = renderAt({
      'GET /api/union/organisations/people?search=nia': {
        body: [{ id: 1000020, firstName: 'Nia', lastName: 'Roberts', dob: '1980-02-03' }],
      },
      [`POST ${BASE}/office-holders`]: {
        status: 201,
        body: details({
          officeHolders: [
            ...details().officeHolders,
            {
              id: 901,
              person: { id: 1000020, firstName: 'Nia', lastName: 'Roberts' },
              role: { id: 7, value: 'Team Coach', valueCy: 'Hyfforddwr Tîm' },
              teamChild: { id: 502, value: '2nd team', teamParentName: 'Senior Men' },
              since: '2025-10-01',
              until: null,
            },
          ],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Appoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appoint an office holder' });
    await user.click(within(dialog).getByRole('button', { name: 'Appoint' }));
    const summary = await expectErrorSummary(dialog, ['Choose a person', 'Choose a role']);
    const search = within(dialog).getByRole('searchbox', { name: /Find a person/ });
    await followSummaryLink(summary, 'Choose a role', selectInput('Role', dialog));
    await followSummaryLink(summary, 'Choose a person', search);

    await user.type(search, 'nia');
    await user.click(await within(dialog).findByRole('radio', { name: /Nia Roberts · Member ID: 1000020/ }));
    await choose('Role', 'Team Coach', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Appoint' }));
    const teamsSummary = await expectErrorSummary(dialog, ['Choose at least one team for this role']);
    await followSummaryLink(teamsSummary, 'Choose at least one team for this role', selectInput('Teams', dialog));
    await choose('Teams', 'Senior Men – 2nd team', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Appoint' }));

    const holders = await screen.findByRole('table', { name: 'Office holders' });
    expect(await within(holders).findByRole('row', { name: /Nia Roberts/ })).toHaveTextContent('Senior Men – 2nd team');
    expect(sent(mock, `POST ${BASE}/office-holders`)).toEqual([{ personId: 1000020, roleId: 7, teamChildIds: [502] }]);
  });

  it('says, on screen and through the live region, that a team role needs a team the organisation lacks', async () => {
    const user = userEvent.setup();
    renderAt({ [`GET ${BASE}`]: { body: details({ teamParents: [] }) } });
    await user.click(await screen.findByRole('button', { name: 'Appoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appoint an office holder' });
    await choose('Role', 'Team Coach', dialog);
    const shown = await expectShownAndAnnounced('This organisation has no teams yet: add one first.');
    expect(dialog).toContainElement(shown);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a refused appointment in the dialog and keeps the choices', async () => {
    const user = userEvent.setup();
    renderAt({
      'GET /api/union/organisations/people?search=gareth': {
        body: [{ id: 1000010, firstName: 'Gareth', lastName: 'Morgan', dob: null }],
      },
      [`POST ${BASE}/office-holders`]: refused(409, 'conflict', 'organisation.already_appointed'),
    });
    await user.click(await screen.findByRole('button', { name: 'Appoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appoint an office holder' });
    await user.type(within(dialog).getByRole('searchbox', { name: /Find a person/ }), 'gareth');
    await user.click(await within(dialog).findByRole('radio', { name: /Gareth Morgan/ }));
    await choose('Role', 'Club Secretary', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Appoint' }));
    expect(await within(dialog).findByText('This person already holds this role here')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Gareth Morgan/ })).toBeChecked();
  });

  it('ends an appointment after confirming', async () => {
    const user = userEvent.setup();
    const { mock } = renderAt({ [`POST ${BASE}/office-holders/900/end`]: { body: details({ officeHolders: [] }) } });
    await user.click(await screen.findByRole('button', { name: 'End Club Secretary of Gareth Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'End appointment' });
    expect(dialog).toHaveTextContent("End Gareth Morgan's appointment as Club Secretary?");
    expect(sent(mock, `POST ${BASE}/office-holders/900/end`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'End appointment' }));
    expect(await screen.findByText('No office holders')).toBeInTheDocument();
    expect(mock).toHaveBeenCalledWith(`${BASE}/office-holders/900/end`, expect.objectContaining({ method: 'POST' }));
  });

  it('opens its dialogs and questions on the first keypress, with the focus inside, and gives it back on closing', async () => {
    const user = userEvent.setup();
    renderAt({});
    for (const [role, name, key, title] of [
      ['button', 'Add team', '{Enter}', 'Add team'],
      ['button', 'Appoint', '{Enter}', 'Appoint an office holder'],
      ['button', 'End Club Secretary of Gareth Morgan', '{Enter}', 'End appointment'],
      ['switch', 'Registrations open for Senior Men', ' ', 'Close registrations for Senior Men?'],
    ] as const) {
      const opener = await screen.findByRole(role, { name });
      opener.focus();
      await user.keyboard(key);
      const dialog = await screen.findByRole('dialog', { name: title });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it("says in the reason's words why a variation or an appointment could not be removed", async () => {
    const user = userEvent.setup();
    renderAt({
      [`DELETE ${BASE}/team-parents/50/variations/502`]: refused(409, 'conflict', 'team.variation_in_use'),
      [`POST ${BASE}/office-holders/900/end`]: refused(409, 'conflict', 'organisation.appointment_ended'),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove 2nd team' }));
    expect(await findAlerted()).toHaveTextContent(
      'Someone holds or held a role on this variation, or it is used by an application or a fixture, so it cannot be removed',
    );
    expect(screen.getByText('2nd team')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End Club Secretary of Gareth Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'End appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'End appointment' }));
    expect(await within(dialog).findByText('This appointment has already ended')).toBeInTheDocument();
    expect(screen.queryByText(/Server English/)).not.toBeInTheDocument();
  });

  it('tells staff outside the area they have no permission', async () => {
    renderAt({ [`GET ${BASE}`]: refusal(), 'GET /api/union/organisations/options': refusal() });
    expect(await findAlerted()).toHaveTextContent(
      'You do not have permission to use this part of the union back office',
    );
  });
});
