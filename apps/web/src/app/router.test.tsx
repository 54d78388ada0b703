import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, testQueryClient } from '../test/render';
import { createRoutes } from './router';

describe('the first page of a visit', () => {
  it('shows the loading overlay while its modules load, then the page', async () => {
    renderRoutes(createRoutes(testQueryClient()), '/');
    // Before the landing page's module has come: the one loading overlay, announced, not an empty page.
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    // The first import of the page's modules in the test run takes a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'MyWRU' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});
