/** An HTTP error status from a query value (`/error?code=`), or null when it is not one (400–599). */
export function parseErrorStatus(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{3}$/.test(value)) return null;
  const status = Number(value);
  return status >= 400 && status <= 599 ? status : null;
}
