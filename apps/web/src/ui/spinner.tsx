/** A loading indicator with a text for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="spinner-status">
      <span aria-hidden="true" className="spinner" />
      <span>{label}</span>
    </div>
  );
}
