import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { baseAnswers, problem, refusal, sent, stubApi, type Answers } from './test/api';
import { SettingsPage } from './settings-page';

function renderAt(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union/settings', element: <SettingsPage /> }] }],
    '/union/settings',
  );
  return mock;
}

const LABEL = /Most transfers into one team in a season/;
const PERMIT_LABEL = /Most permits for one fixture/;

describe("the union's settings page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the limit as it stands, saves a new one and says so', async () => {
    let stored = { maxTransferredPlayers: 5, permitLimit: 3 };
    const mock = renderAt({
      'GET /api/union/settings': () => ({ body: stored }),
      'PUT /api/union/settings': (body) => {
        stored = body as typeof stored;
        return { body: stored };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: LABEL });
    expect(field).toHaveValue('5');
    await userEvent.clear(field);
    await userEvent.type(field, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Settings saved. At most 8 transfers into one team in a season. At most 3 permits for one fixture.',
    );
    expect(sent(mock, 'PUT /api/union/settings')).toEqual([{ maxTransferredPlayers: 8, permitLimit: 3 }]);
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveValue('8');
  });

  it('shows the permit limit as it stands, saves a new one with the transfer limit unchanged and says so', async () => {
    let stored = { maxTransferredPlayers: 5, permitLimit: 3 };
    const mock = renderAt({
      'GET /api/union/settings': () => ({ body: stored }),
      'PUT /api/union/settings': (body) => {
        stored = body as typeof stored;
        return { body: stored };
      },
    });
    const field = await screen.findByRole('textbox', { name: PERMIT_LABEL });
    expect(field).toHaveValue('3');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('A whole number from 1 to 30'));
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Settings saved. At most 5 transfers into one team in a season. At most 1 permit for one fixture.',
    );
    expect(sent(mock, 'PUT /api/union/settings')).toEqual([{ maxTransferredPlayers: 5, permitLimit: 1 }]);
    expect(screen.getByRole('textbox', { name: PERMIT_LABEL })).toHaveValue('1');
  });

  it.each([
    ['empty', ''],
    ['0', '0'],
    ['above 30', '31'],
  ])('refuses a permit limit %s next to the field and in the summary, and sends nothing', async (_label, typed) => {
    const mock = renderAt({ 'GET /api/union/settings': { body: { maxTransferredPlayers: 5, permitLimit: 3 } } });
    const field = await screen.findByRole('textbox', { name: PERMIT_LABEL });
    await userEvent.clear(field);
    if (typed) await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(summary).toHaveTextContent('Enter a whole number from 1 to 30');
    expect(summary).not.toHaveTextContent('from 0 to 100');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number from 1 to 30'));
    expect(sent(mock, 'PUT /api/union/settings')).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['above 100', '101'],
  ])(
    'refuses a value %s with the message next to the field and in the summary, and sends nothing',
    async (_label, typed) => {
      const mock = renderAt({ 'GET /api/union/settings': { body: { maxTransferredPlayers: 5, permitLimit: 3 } } });
      const field = await screen.findByRole('textbox', { name: LABEL });
      await userEvent.clear(field);
      if (typed) await userEvent.type(field, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent('There is a problem');
      expect(summary).toHaveTextContent('Enter a whole number from 0 to 100');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number from 0 to 100'));
      expect(sent(mock, 'PUT /api/union/settings')).toEqual([]);
    },
  );

  it("shows the API's refusal of a save in the page's own words, keeping what was typed", async () => {
    renderAt({
      'GET /api/union/settings': { body: { maxTransferredPlayers: 5, permitLimit: 3 } },
      'PUT /api/union/settings': {
        ...refusal(),
        body: { ...(refusal().body as object), reason: 'back_office.permission.settings' },
      },
    });
    const field = await screen.findByRole('textbox', { name: LABEL });
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('3');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says when the caller may not reach the settings', async () => {
    renderAt({ 'GET /api/union/settings': refusal() });
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: LABEL })).not.toBeInTheDocument();
  });

  it('says when the settings could not be loaded', async () => {
    renderAt({ 'GET /api/union/settings': problem(500, 'internal', 'Internal Server Error') });
    await waitFor(() =>
      expect(screen.getByText('The settings could not be loaded. Please try again later.')).toBeInTheDocument(),
    );
  });
});
