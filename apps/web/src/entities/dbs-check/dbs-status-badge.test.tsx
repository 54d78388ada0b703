import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_TONES } from '../../components/status-badge';
import { DbsStatusBadge } from './dbs-status-badge';

describe('DbsStatusBadge', () => {
  it.each([
    ['valid', STATUS_TONES.success],
    ['pending', STATUS_TONES.warning],
    ['invalid', STATUS_TONES.danger],
    ['none', STATUS_TONES.neutral],
  ] as const)('shows a %s check in its tone, with the label the page gives it', (status, tone) => {
    render(
      <MantineProvider>
        <DbsStatusBadge status={status} data-testid="dbs-status">
          {`Label for ${status}`}
        </DbsStatusBadge>
      </MantineProvider>,
    );
    const badge = screen.getByTestId('dbs-status');
    expect(badge).toHaveTextContent(`Label for ${status}`);
    expect(badge).toHaveStyle({ color: tone.color, background: tone.background });
  });
});
