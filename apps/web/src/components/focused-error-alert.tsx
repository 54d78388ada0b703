import { useEffect, useRef } from 'react';
import { ErrorAlert } from './error-alert';

/**
 * An error alert that takes keyboard and screen-reader focus when it appears or its message changes,
 * so a failed step is read out where the person is; what they typed stays as it was.
 */
export function FocusedErrorAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <div ref={ref} tabIndex={-1}>
      {/* Focus reads it; announced as well, it would be said twice. */}
      <ErrorAlert announced={false}>{message}</ErrorAlert>
    </div>
  );
}
