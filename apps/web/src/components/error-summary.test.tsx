import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { ErrorSummary } from './error-summary';

function Form() {
  const [errors, setErrors] = useState<{ fieldId: string; message: string }[]>([]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors([
          { fieldId: 'first', message: 'Enter a first name' },
          { fieldId: 'last', message: 'Enter a last name' },
        ]);
      }}
    >
      <ErrorSummary errors={errors} />
      <TextInput id="first" label="First name" />
      <TextInput id="last" label="Last name" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing while the form has no errors', () => {
    renderPage(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("appears titled 'There is a problem' with focus, and each link moves focus to its field", async () => {
    renderPage(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter a last name' }));
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter a first name' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });
});
