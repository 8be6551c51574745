import { createContext, useContext } from 'react';

/** True below the Layout: a view there is part of a framed page, not a page of its own. */
export const InsideLayoutContext = createContext(false);

/** Whether the component renders inside the Layout's `<main>`. */
export function useInsideLayout(): boolean {
  return useContext(InsideLayoutContext);
}
