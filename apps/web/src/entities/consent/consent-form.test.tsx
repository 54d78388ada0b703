import { CONSENT_MESSAGES, PLAYER_CONSENTS, VOLUNTEER_CONSENTS } from '@mywru/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderPage, signedInSession, testRuntimeConfig } from '../../test/render';
import { ConsentForm, type ConsentSubject, type ConsentValues } from './consent-form';

function Harness({
  keys,
  subject = {},
}: {
  keys: readonly (typeof PLAYER_CONSENTS)[number][];
  subject?: ConsentSubject;
}) {
  const [values, setValues] = useState<ConsentValues>({});
  return <ConsentForm keys={keys} values={values} onChange={setValues} idPrefix="test-consent" subject={subject} />;
}

describe('ConsentForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  function answer() {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, '/api/config': { body: testRuntimeConfig } })),
    );
  }

  it("shows the spec's message under a box that is ticked and then unticked, and clears it when ticked again", async () => {
    answer();
    const user = userEvent.setup();
    renderPage(<Harness keys={PLAYER_CONSENTS} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the Anti-Doping terms and conditions' });
    expect(screen.queryByText(CONSENT_MESSAGES.antiDopingPolicy)).not.toBeInTheDocument();
    await user.click(box);
    await user.click(box);
    expect(screen.getByText('You must agree to the Anti-Doping terms and conditions')).toBeInTheDocument();
    await user.click(box);
    expect(screen.queryByText('You must agree to the Anti-Doping terms and conditions')).not.toBeInTheDocument();
  });

  it('asks the six policies of a player, or the four of a volunteer', () => {
    answer();
    const { unmount } = renderPage(<Harness keys={PLAYER_CONSENTS} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    unmount();
    renderPage(<Harness keys={VOLUNTEER_CONSENTS} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('checkbox', { name: /Risk of Injury/ })).not.toBeInTheDocument();
  });

  it("words the boxes as given on a child's behalf", () => {
    answer();
    renderPage(<Harness keys={PLAYER_CONSENTS} subject={{ context: 'child', name: 'Gwen' }} />);
    expect(
      screen.getByRole('checkbox', { name: "On Gwen's behalf, I agree to the Payment terms and conditions" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Consent' })).toBeInTheDocument();
  });

  it('links each set of terms to its configured address', async () => {
    answer();
    renderPage(<Harness keys={PLAYER_CONSENTS} />);
    const link = await screen.findByRole('link', { name: /Read the Privacy Policy terms and conditions/ });
    expect(link).toHaveAttribute('href', testRuntimeConfig.policyUrls.privacyPolicy);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
