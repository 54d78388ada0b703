import { ActionIcon } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { LazyTooltip } from './lazy-tooltip';

/** The first load of Mantine's Tooltip in a test run compiles it: longer than findBy's default wait. */
const LOADED = { timeout: 10_000 };

function Variation() {
  return (
    <>
      <button type="button">Before</button>
      {/* jsdom lays nothing out: Floating UI would take the element for scrolled away and hide the tooltip. */}
      <LazyTooltip label="Rename Colts" withinPortal hideDetached={false}>
        <ActionIcon variant="subtle" aria-label="Rename Colts">
          ✎
        </ActionIcon>
      </LazyTooltip>
    </>
  );
}

describe('LazyTooltip', () => {
  it('draws its element alone at rest, and loads and shows the tooltip on the first hover', async () => {
    const user = userEvent.setup();
    renderPage(<Variation />);
    const button = screen.getByRole('button', { name: 'Rename Colts' });
    // Nothing of the tooltip is drawn, not even closed, until it is wanted.
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip', {}, LOADED)).toHaveTextContent('Rename Colts');
    // The same element, not drawn again inside the tooltip.
    expect(screen.getByRole('button', { name: 'Rename Colts' })).toBe(button);

    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rename Colts');
  });

  it('keeps the focus on its element as it loads, and shows on hover, not on focus, as before', async () => {
    const user = userEvent.setup();
    renderPage(<Variation />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const button = screen.getByRole('button', { name: 'Rename Colts' });
    expect(button).toHaveFocus();
    // Mantine's Tooltip as the page uses it opens on hover, not on focus.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rename Colts');
    expect(button).toHaveFocus();
  });

  it('closes on Escape while the pointer stays', async () => {
    const user = userEvent.setup();
    renderPage(<Variation />);
    await user.hover(screen.getByRole('button', { name: 'Rename Colts' }));
    expect(await screen.findByRole('tooltip', {}, LOADED)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('does not open for a finger', async () => {
    const user = userEvent.setup();
    renderPage(<Variation />);
    const button = screen.getByRole('button', { name: 'Rename Colts' });
    await user.pointer({ keys: '[TouchA]', target: button });
    await user.hover(screen.getByRole('button', { name: 'Before' }));
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // A mouse over it afterwards does.
    await user.hover(button);
    expect(await screen.findByRole('tooltip', {}, LOADED)).toHaveTextContent('Rename Colts');
  });
});
