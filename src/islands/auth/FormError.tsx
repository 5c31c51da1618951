// The line under a sign-in or account field: the error, or while a new code must wait, the wait.
// A wait is a timer, not an alert: its number changes each second and must not be read out each time.

interface Props {
  id: string;
  error: string;
  /** "Please wait N seconds", or '' when there is no wait. */
  wait: string;
  className: string;
}

export function FormError({ id, error, wait, className }: Props) {
  if (error) {
    return (
      <p className={className} id={id} role="alert">
        {error}
      </p>
    );
  }
  return wait ? (
    <p className={className} id={id} role="timer">
      {wait}
    </p>
  ) : null;
}
