import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveRegion } from '../test/announcements';
import { renderPage } from '../test/render';
import { ANNOUNCE_CLEAR_MS, ANNOUNCE_DELAY_MS, useAnnounce, useAnnouncement } from './live-announcer';

function SaveButton() {
  const announce = useAnnounce();
  return <Button onClick={() => announce('Saved')}>Save</Button>;
}

function SearchResults() {
  const [results, setResults] = useState<string[] | null>(null);
  useAnnouncement(
    results === null ? null : results.length === 0 ? 'No people found' : `${results.length} people found`,
  );
  return (
    <>
      <Button onClick={() => setResults([])}>Search nobody</Button>
      <Button onClick={() => setResults(['Alys Jones', 'Rhys Price'])}>Search everybody</Button>
    </>
  );
}

describe('LiveAnnouncer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is on the page, polite and empty, before any message, and the message arrives in it', async () => {
    renderPage(<SaveButton />);
    const region = liveRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toHaveTextContent(/^$/);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(region).toHaveTextContent(/^Saved$/));
    // The same element: the region was not added together with its text.
    expect(liveRegion()).toBe(region);
  });

  it('says the same message again by emptying the region first, and empties it once it has been read', () => {
    vi.useFakeTimers();
    renderPage(<SaveButton />);
    const region = liveRegion();
    const save = screen.getByRole('button', { name: 'Save' });

    act(() => save.click());
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(region).toHaveTextContent(/^Saved$/);

    act(() => save.click());
    expect(region).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(region).toHaveTextContent(/^Saved$/);

    act(() => vi.advanceTimersByTime(ANNOUNCE_CLEAR_MS));
    expect(region).toHaveTextContent(/^$/);
  });

  it('announces a list that came back empty and one that loaded, and nothing before either', async () => {
    renderPage(<SearchResults />);
    const region = liveRegion();
    expect(region).toHaveTextContent(/^$/);

    await userEvent.click(screen.getByRole('button', { name: 'Search nobody' }));
    await vi.waitFor(() => expect(region).toHaveTextContent(/^No people found$/));

    await userEvent.click(screen.getByRole('button', { name: 'Search everybody' }));
    await vi.waitFor(() => expect(region).toHaveTextContent(/^2 people found$/));
  });
});
