import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { PersonPage } from './union-person-page';
import {
  administrator,
  baseAnswers,
  me,
  personDbs,
  personQualifications,
  problem,
  refusal,
  sent,
  stubApi,
  withReason,
  type Answers,
} from '../../test/union-api-stub';

function renderPerson(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union/people/:personId', element: <PersonPage /> }] }],
    '/union/people/1000042',
  );
  return mock;
}

const dbsUrl = '/api/union/people/1000042/dbs';
const qualificationsUrl = '/api/union/people/1000042/qualifications';
const coaching = {
  id: 7,
  value: 'WRU Level 1 Coaching Award',
  validFrom: '2024-09-01',
  expiry: null,
  certificateNumber: 'WRU-C1-1',
  endedAt: null,
  createdOn: '2024-09-01T10:00:00.000Z',
};

describe("a person's page", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary, DBS records with their dates and the qualifications', async () => {
    renderPerson({
      ...administrator(),
      [`GET ${dbsUrl}`]: {
        body: personDbs({
          dbsStatus: 'valid',
          records: [
            {
              id: 3,
              certificateNumber: '001234567890',
              issued: '2025-09-15',
              expiry: '2099-05-31',
              createdOn: '2025-09-15T10:00:00.000Z',
            },
          ],
        }),
      },
      [`GET ${qualificationsUrl}`]: {
        body: personQualifications([
          coaching,
          { ...coaching, id: 8, value: 'First Aid', endedAt: '2025-10-01T10:00:00.000Z' },
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rhys Morgan' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('person-summary')).getByText('Member id 1000042 · Born 02/04/1988'),
    ).toBeInTheDocument();
    const dbs = screen.getByRole('region', { name: 'DBS' });
    const record = within(within(dbs).getByRole('list', { name: 'DBS records' })).getByRole('listitem');
    expect(record).toHaveTextContent('001234567890');
    expect(record).toHaveTextContent('15/09/2025');
    expect(record).toHaveTextContent('31/05/2099');
    const qualifications = screen.getByRole('region', { name: 'Qualifications' });
    const [current, ended] = within(qualifications).getAllByRole('listitem');
    expect(within(current!).getByRole('button', { name: 'Edit WRU Level 1 Coaching Award' })).toBeInTheDocument();
    expect(within(ended!).getByText('Ended 01/10/2025')).toBeInTheDocument();
    expect(within(ended!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a DBS check with the expiry defaulting to the end of the season', async () => {
    let created: unknown = null;
    const mock = renderPerson({
      ...administrator(),
      [`GET ${dbsUrl}`]: { body: personDbs() },
      [`GET ${qualificationsUrl}`]: { body: personQualifications() },
      [`POST ${dbsUrl}`]: (body) => {
        created = body;
        return {
          status: 201,
          body: personDbs({
            dbsStatus: 'valid',
            records: [
              {
                id: 9,
                certificateNumber: '009876543210',
                issued: '2025-09-15',
                expiry: '2026-05-31',
                createdOn: '2025-10-01T10:00:00.000Z',
              },
            ],
          }),
        };
      },
    });
    const dbs = await screen.findByRole('region', { name: 'DBS' });
    expect(within(dbs).getByText('No DBS records')).toBeInTheDocument();
    await userEvent.click(within(dbs).getByRole('button', { name: 'Add DBS check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a DBS check' });
    await userEvent.type(within(dialog).getByLabelText(/Certificate number/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save check' }));
    expect(within(dialog).getByText('The certificate number is 12 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the issue date')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Certificate number/)).toHaveValue('12345');
    expect(sent(mock, `POST ${dbsUrl}`)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText(/Certificate number/));
    await userEvent.type(within(dialog).getByLabelText(/Certificate number/), '009876543210');
    await userEvent.type(within(dialog).getByLabelText(/^Issued/), '15/09/2025');
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Expires/)).toHaveValue('31 May 2026'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save check' }));
    await waitFor(() =>
      expect(created).toEqual({ certificateNumber: '009876543210', issued: '2025-09-15', expiry: '2026-05-31' }),
    );
    expect(await within(dbs).findByText('009876543210')).toBeInTheDocument();
    expect(within(dbs).getByText('DBS check added')).toBeInTheDocument();
    expect(within(dbs).getByLabelText('DBS status: Valid')).toBeInTheDocument();
  });

  it('opens an application, and marks the DBS invalid only after confirming', async () => {
    let flags = personDbs();
    const mock = renderPerson({
      ...me(['safeguarding_officer'], ['dbs', 'qualifications']),
      [`GET ${dbsUrl}`]: () => ({ body: flags }),
      [`GET ${qualificationsUrl}`]: { body: personQualifications() },
      'PUT /api/union/people/1000042/dbs-flags': (body) => {
        const change = body as { hasInvalidDbs?: boolean; hasActiveApplication?: boolean };
        flags = {
          ...flags,
          ...(change.hasInvalidDbs !== undefined ? { hasInvalidDbs: change.hasInvalidDbs } : {}),
          ...(change.hasActiveApplication !== undefined ? { hasActiveApplication: change.hasActiveApplication } : {}),
        };
        flags.dbsStatus = flags.hasInvalidDbs ? 'invalid' : flags.hasActiveApplication ? 'pending' : 'none';
        return { body: flags };
      },
    });
    const dbs = await screen.findByRole('region', { name: 'DBS' });
    await userEvent.click(within(dbs).getByRole('button', { name: 'Open an application' }));
    expect(await within(dbs).findByText('An application is open')).toBeInTheDocument();
    expect(within(dbs).getByLabelText('DBS status: Pending')).toBeInTheDocument();

    await userEvent.click(within(dbs).getByRole('button', { name: 'Mark invalid' }));
    const confirm = await screen.findByRole('dialog', { name: "Mark this person's DBS invalid?" });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent(mock, 'PUT /api/union/people/1000042/dbs-flags')).toEqual([{ hasActiveApplication: true }]);
    await userEvent.click(within(dbs).getByRole('button', { name: 'Mark invalid' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: "Mark this person's DBS invalid?" })).getByRole('button', {
        name: 'Mark invalid',
      }),
    );
    expect(await within(dbs).findByRole('button', { name: 'Clear the invalid mark' })).toBeInTheDocument();
    expect(sent(mock, 'PUT /api/union/people/1000042/dbs-flags')).toEqual([
      { hasActiveApplication: true },
      { hasInvalidDbs: true },
    ]);
  });

  it('adds a qualification, keeping what was typed when the expiry is before the valid-from date', async () => {
    let created: unknown = null;
    renderPerson({
      ...administrator(),
      [`GET ${dbsUrl}`]: { body: personDbs() },
      [`GET ${qualificationsUrl}`]: { body: personQualifications() },
      [`POST ${qualificationsUrl}`]: (body) => {
        created = body;
        return {
          status: 201,
          body: personQualifications([
            {
              ...coaching,
              id: 11,
              value: 'First Aid',
              validFrom: '2025-09-01',
              expiry: '2028-08-31',
              certificateNumber: null,
            },
          ]),
        };
      },
    });
    const section = await screen.findByRole('region', { name: 'Qualifications' });
    expect(within(section).getByText('No Qualifications')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Add qualification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a qualification' });
    await userEvent.type(within(dialog).getByLabelText(/^Qualification/), 'First Aid');
    await userEvent.type(within(dialog).getByLabelText(/^Valid from/), '01/09/2025');
    await userEvent.type(within(dialog).getByLabelText(/^Expires/), '31/08/2025');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The expiry cannot be before the valid-from date')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Qualification/)).toHaveValue('First Aid');
    expect(created).toBeNull();

    await userEvent.clear(within(dialog).getByLabelText(/^Expires/));
    await userEvent.type(within(dialog).getByLabelText(/^Expires/), '31/08/2028');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(created).toEqual({
        value: 'First Aid',
        validFrom: '2025-09-01',
        expiry: '2028-08-31',
        certificateNumber: null,
      }),
    );
    expect(await within(section).findByRole('heading', { name: 'First Aid' })).toBeInTheDocument();
    expect(within(section).getByText('Qualification saved')).toBeInTheDocument();
  });

  it('edits a qualification, and ends one after confirming', async () => {
    const edits: unknown[] = [];
    const mock = renderPerson({
      ...administrator(),
      [`GET ${dbsUrl}`]: { body: personDbs() },
      [`GET ${qualificationsUrl}`]: { body: personQualifications([coaching]) },
      [`PUT ${qualificationsUrl}/7`]: (body) => {
        edits.push(body);
        return { body: personQualifications([{ ...coaching, value: 'WRU Level 2 Coaching Award' }]) };
      },
      [`POST ${qualificationsUrl}/7/end`]: {
        body: personQualifications([
          { ...coaching, value: 'WRU Level 2 Coaching Award', endedAt: '2025-10-01T10:00:00.000Z' },
        ]),
      },
    });
    const section = await screen.findByRole('region', { name: 'Qualifications' });
    await userEvent.click(within(section).getByRole('button', { name: 'Edit WRU Level 1 Coaching Award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the qualification' });
    expect(within(dialog).getByLabelText(/^Certificate number/)).toHaveValue('WRU-C1-1');
    await userEvent.clear(within(dialog).getByLabelText(/^Qualification/));
    await userEvent.type(within(dialog).getByLabelText(/^Qualification/), 'WRU Level 2 Coaching Award');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(edits).toEqual([
        { value: 'WRU Level 2 Coaching Award', validFrom: '2024-09-01', expiry: null, certificateNumber: 'WRU-C1-1' },
      ]),
    );

    await userEvent.click(await within(section).findByRole('button', { name: 'End WRU Level 2 Coaching Award' }));
    const confirm = await screen.findByRole('dialog', { name: 'End this qualification?' });
    expect(mock.mock.calls.some(([input]) => String(input).endsWith('/end'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'End qualification' }));
    expect(await within(section).findByText('Ended 01/10/2025')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('says so when the qualification was already ended (409)', async () => {
    renderPerson({
      ...administrator(),
      [`GET ${dbsUrl}`]: { body: personDbs() },
      [`GET ${qualificationsUrl}`]: { body: personQualifications([coaching]) },
      [`POST ${qualificationsUrl}/7/end`]: withReason(
        problem(409, 'conflict', 'This qualification has already been ended'),
        'qualification.already_ended',
      ),
    });
    const section = await screen.findByRole('region', { name: 'Qualifications' });
    await userEvent.click(within(section).getByRole('button', { name: 'End WRU Level 1 Coaching Award' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'End this qualification?' })).getByRole('button', {
        name: 'End qualification',
      }),
    );
    expect(await within(section).findByText('This qualification has already been ended')).toBeInTheDocument();
  });

  it('shows only the sections of the areas the caller reaches', async () => {
    const mock = renderPerson({
      ...me(['competitions_officer', 'safeguarding_officer'], ['dbs']),
      [`GET ${dbsUrl}`]: { body: personDbs() },
    });
    expect(await screen.findByRole('region', { name: 'DBS' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Qualifications' })).not.toBeInTheDocument();
    expect(mock.mock.calls.some(([input]) => String(input) === qualificationsUrl)).toBe(false);
  });

  it('shows the permission message to a union role reaching neither area', async () => {
    renderPerson(me(['registrations_officer'], ['work-queue']));
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
  });

  it('shows the permission message to a member', async () => {
    renderPerson({ 'GET /api/union/me': refusal() });
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
  });

  it('shows the permission message when the API refuses', async () => {
    renderPerson({ ...administrator(), [`GET ${dbsUrl}`]: refusal(), [`GET ${qualificationsUrl}`]: refusal() });
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
  });

  it('says when the person does not exist', async () => {
    renderPerson({
      ...administrator(),
      [`GET ${dbsUrl}`]: problem(404, 'not_found', 'The person was not found'),
      [`GET ${qualificationsUrl}`]: problem(404, 'not_found', 'x'),
    });
    expect(await screen.findByText('This person was not found.')).toBeInTheDocument();
  });
});
