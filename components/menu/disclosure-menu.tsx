import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';

type DisclosureMenuProps = {
  /** What the toggle shows. */
  toggle: ReactNode;
  /** The toggle's accessible name when its content is not text (initials, an icon). */
  toggleLabel?: string;
  toggleClassName?: string;
  menuClassName?: string;
  /** Open towards the start (left in LTR) or the end of the toggle. */
  align?: 'start' | 'end';
  /** The `li` of a navigation list, or a plain `div`. */
  as?: 'li' | 'div';
  className?: string;
  /**
   * What the items need before the menu can open (their code, loaded after the page): null when it
   * is there, else its promise; the menu opens when it settles, so it never shows a placeholder.
   */
  prepare?: () => Promise<unknown> | null;
  children: ReactNode;
};

/** What can take focus inside the menu, in order. */
const ITEMS = 'a[href], button:not(:disabled), [tabindex="0"]';

const KEY = { down: 'ArrowDown', up: 'ArrowUp', home: 'Home', end: 'End', escape: 'Escape' } as const;

/**
 * A button that shows and hides a list of links or actions (the WAI-ARIA disclosure pattern for
 * site navigation), with Bootstrap's dropdown styles. Keyboard (spec §9): Enter and Space toggle;
 * the arrows move between items and wrap, Home and End go to the first and last, Escape (on the
 * toggle or in the menu) closes it with focus on the toggle; focus leaving it (Tab past the last
 * item) or a click outside or on an item closes it. Choosing an item that navigates in the page
 * leaves focus to the route-change focus (the new page's heading); any other item returns it to the
 * toggle, so it is never left on the page's body.
 * Ours rather than react-bootstrap's Dropdown, which brings Popper and 15 kB to every page for
 * menus that CSS places well enough.
 */
export function DisclosureMenu({
  toggle,
  toggleLabel,
  toggleClassName = '',
  menuClassName = '',
  align = 'start',
  as = 'div',
  className = '',
  prepare,
  children,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  const focusItem = (which: 'first' | 'last' | 1 | -1) => {
    const list = items();
    if (list.length === 0) return;
    const current = list.indexOf(document.activeElement as HTMLElement);
    const index =
      which === 'first'
        ? 0
        : which === 'last'
          ? list.length - 1
          : current === -1
            ? which === 1
              ? 0
              : list.length - 1
            : (current + which + list.length) % list.length;
    list[index]?.focus();
  };

  /** Opens the menu now, or once what its items need has loaded (rendered at once then, for `then`). */
  const openWhenReady = (then?: () => void) => {
    const pending = prepare?.() ?? null;
    if (pending === null) {
      setOpen(true);
      then?.();
      return;
    }
    void pending
      .catch(() => undefined)
      .then(() => {
        flushSync(() => setOpen(true));
        then?.();
      });
  };

  const openAndFocus = (which: 'first' | 'last') => {
    // The menu renders in the next frame; focus its item then.
    openWhenReady(() => requestAnimationFrame(() => focusItem(which)));
  };

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === KEY.down || event.key === KEY.up) {
      event.preventDefault();
      openAndFocus(event.key === KEY.down ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Partial<Record<string, 'first' | 'last' | 1 | -1>> = {
      [KEY.down]: 1,
      [KEY.up]: -1,
      [KEY.home]: 'first',
      [KEY.end]: 'last',
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusItem(move);
    }
  };

  // On the root, not the menu: right after opening (Enter, Space, a click) focus is still on the toggle.
  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key === KEY.escape && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuClick = (event: MouseEvent) => {
    // Choosing an item closes the menu; a button marked data-keep-open (dismiss) does not.
    const chosen = (event.target as HTMLElement).closest('a[href], button:not([data-keep-open])');
    if (!chosen) return;
    // A link whose click was taken over (AppLink, a notification) navigates within the page: the
    // route change focuses the new page. Anything else keeps the user here, at the toggle.
    const navigatesInPage = chosen.tagName === 'A' && event.defaultPrevented;
    close(!navigatesInPage);
  };

  const Root = as;
  return (
    <Root
      ref={(element: HTMLElement | null) => void (rootRef.current = element)}
      className={`dropdown ${className}`}
      onKeyDown={onRootKeyDown}
      onBlur={(event) => {
        // Focus leaving the toggle and its menu (Tab, Shift+Tab, a click elsewhere) closes it.
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={`dropdown-toggle ${toggleClassName}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={toggleLabel}
        onClick={() => (open ? setOpen(false) : openWhenReady())}
        onKeyDown={onToggleKeyDown}
      >
        {toggle}
      </button>
      <div
        ref={menuRef}
        id={id}
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''} ${menuClassName}`}
        // Bootstrap places a menu below its toggle without Popper when it carries this attribute.
        data-bs-popper="static"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        onClick={onMenuClick}
      >
        {/* Rendered only while open: no hidden copies of every link in each page's HTML. */}
        {open && children}
      </div>
    </Root>
  );
}
