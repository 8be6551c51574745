/**
 * The news of a change (saved, switched on), announced politely: the live region is always there, so
 * screen readers notice when a message arrives in it.
 */
export function StatusMessage({ message, className = 'mt-3' }: { message: string | null; className?: string }) {
  return <div role="status">{message && <p className={`alert alert-success mb-0 ${className}`}>{message}</p>}</div>;
}
