import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it("is titled 'Error'", () => {
    render(
      <MantineProvider>
        <ErrorAlert>There was an error loading the data. Please try again later.</ErrorAlert>
      </MantineProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Error/);
    expect(alert).toHaveTextContent('There was an error loading the data. Please try again later.');
  });
});
