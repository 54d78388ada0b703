/** The union's view of an organisation's office holders names their roles in the page's language (decision 034). */
import type { UnionOrganisationDetails, UnionOrganisationOptions } from '@mywru/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshOrganisations from '../../../../public/locales/cy/union-organisations.json';
import { renderPage } from '../../../test/render';
import { baseAnswers, details, options, stubApi } from '../../../test/union-organisations';
import { OfficeHoldersSection } from './office-holders-section';

describe('office holders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a Welsh page names the role in Welsh, in the table, the End button and its confirmation', async () => {
    i18n.addResourceBundle('cy', 'union-organisations', welshOrganisations, true, true);
    await i18n.changeLanguage('cy');
    try {
      stubApi(baseAnswers());
      renderPage(
        <OfficeHoldersSection
          organisation={details() as UnionOrganisationDetails}
          options={options as UnionOrganisationOptions}
        />,
      );
      const table = await screen.findByRole('table', { name: welshOrganisations.holders.tableLabel });
      const row = within(table).getByRole('row', { name: /Gareth Morgan/ });
      expect(row).toHaveTextContent('Ysgrifennydd Clwb');
      expect(row).not.toHaveTextContent('Club Secretary');
      const endFor = welshOrganisations.holders.endFor
        .replace('{{role}}', 'Ysgrifennydd Clwb')
        .replace('{{name}}', 'Gareth Morgan');
      await userEvent.click(within(row).getByRole('button', { name: endFor }));
      expect(await screen.findByRole('dialog')).toHaveTextContent('Ysgrifennydd Clwb');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('on a Welsh page the appoint dialog offers the roles by their Welsh names', async () => {
    i18n.addResourceBundle('cy', 'union-organisations', welshOrganisations, true, true);
    await i18n.changeLanguage('cy');
    try {
      stubApi(baseAnswers());
      renderPage(
        <OfficeHoldersSection
          organisation={details() as UnionOrganisationDetails}
          options={options as UnionOrganisationOptions}
        />,
      );
      await userEvent.click(await screen.findByRole('button', { name: welshOrganisations.holders.appoint }));
      const dialog = await screen.findByRole('dialog');
      const combobox = within(dialog)
        .getAllByLabelText(new RegExp(`^${welshOrganisations.appointDialog.role}`))
        .find((element) => element.tagName === 'INPUT')!;
      await userEvent.click(combobox);
      const listbox = await waitFor(() => document.getElementById(combobox.getAttribute('aria-controls') ?? '')!);
      const names = within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent);
      expect(names).toEqual(['Ysgrifennydd Clwb', 'Cadeirydd Clwb', 'Hyfforddwr Tîm']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
