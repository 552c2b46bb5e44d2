/** A loading indicator with a text for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-300">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-slate-500 border-t-amber-300 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
