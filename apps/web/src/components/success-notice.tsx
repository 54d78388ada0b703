import { Alert } from '@mantine/core';

/**
 * Says that a change was saved. The live region stays on the page so that screen readers announce
 * each new message; with no message it is empty.
 */
export function SuccessNotice({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <Alert color="green" variant="light">
          {message}
        </Alert>
      ) : null}
    </div>
  );
}
