/** What a form action answered, above the form: a done line (status) or a problem (alert). */
export function ActionNotices({ done, error }: { done?: string; error?: string }) {
  return (
    <>
      {done ? (
        <p role="status" className="admin-notice">
          {done}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="admin-notice field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
