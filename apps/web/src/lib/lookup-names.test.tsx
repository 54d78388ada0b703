/**
 * Lookup names in the page's language (decision 034): on a Welsh page the country select shows the
 * Welsh names, the United Kingdom first and the rest in Welsh alphabetical order ('ch' after 'cy');
 * on an English page the English names as before.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshOnboarding from '../../public/locales/cy/onboarding.json';
import { AddressModal } from '../features/people/address-modal';
import { baseAnswers, stubApi } from '../test/api-stub';
import { alysPerson, renderPage } from '../test/render';

const countries = [
  { id: 1, value: 'United Kingdom', valueCy: 'Y Deyrnas Unedig' },
  { id: 12, value: 'Argentina', valueCy: 'Yr Ariannin' },
  { id: 46, value: 'Chile', valueCy: 'Chile' },
  { id: 60, value: 'Cyprus', valueCy: 'Cyprus' },
  { id: 125, value: 'Latvia', valueCy: 'Latfia' },
];

async function countryOptions(label: string): Promise<string[]> {
  stubApi({ ...baseAnswers(), '/api/country': { body: countries } });
  renderPage(<AddressModal memberId="1000001" person={alysPerson as never} opened onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(label), hidden: true }));
  await screen.findAllByRole('option', { hidden: true });
  return screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent ?? '');
}

describe('lookup names', { timeout: 20_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the countries by their Welsh names in Welsh order on a Welsh page', async () => {
    i18n.addResourceBundle('cy', 'onboarding', welshOnboarding, true, true);
    await i18n.changeLanguage('cy');
    expect(await countryOptions(welshOnboarding.address.country)).toEqual([
      'Y Deyrnas Unedig',
      'Cyprus',
      'Chile',
      'Latfia',
      'Yr Ariannin',
    ]);
  });

  it('shows the English names in English order on an English page', async () => {
    expect(await countryOptions('Country')).toEqual(['United Kingdom', 'Argentina', 'Chile', 'Cyprus', 'Latvia']);
  });
});
