import { useSyncExternalStore } from 'react';
import type { SelectOption } from '@/components/forms/select-field';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** False in the server render and while the browser hydrates it, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}

/**
 * A select's options as the page first shows them: a closed select shows only its chosen option, so
 * the server render (and the hydration) writes that one alone and the whole list comes once the page
 * is hydrated, before anyone can open it.
 */
export function optionsShown(
  options: readonly SelectOption[],
  value: string,
  hydrated: boolean,
): readonly SelectOption[] {
  return hydrated ? options : options.filter((option) => option.value === value);
}
