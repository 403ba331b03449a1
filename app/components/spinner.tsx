/** A loading spinner with its text announced politely (role="status"); spec §2: replaces a form while it sends. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-block" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </div>
  );
}
