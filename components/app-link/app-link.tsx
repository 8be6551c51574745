import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A portal address (`/news/12-…`) opens without a page load; anything else is a plain link. */
  href: string;
  /** `false`: the target's code is never loaded ahead. By default it loads when the pointer or focus reaches the link. */
  prefetch?: boolean;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** Keep the data of the page (the same page, another query): Next's shallow routing. */
  shallow?: boolean;
  /** Scroll to the top after opening, as a new page does (default). */
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** An address of the portal itself: a path, not another site (`//host`) nor a fragment or scheme. */
export const isPortalAddress = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * A plain left click on `link`: no new tab or window, no download, nothing the browser does itself.
 * Also for links that are not AppLinks (a table's HTML: components/data-table).
 */
export function opensHere(event: MouseEvent, link: Element): boolean {
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download')
  );
}

/**
 * The portal's link: an `<a>` that opens portal addresses through the router, as Next's `Link`
 * does, without what `Link` costs on every server render (a dozen hooks and two URL parses per
 * link; the menus and lists render dozens: docs/performance.md "Links"). The target page's code is
 * loaded when the pointer or keyboard focus reaches the link, not when it scrolls into view.
 */
export function AppLink({
  href,
  prefetch = true,
  replace = false,
  shallow,
  scroll = true,
  onClick,
  ...anchor
}: AppLinkProps) {
  // The server sends the anchor alone (handlers are not part of the HTML), and so does any link
  // that leaves the portal: the browser follows it itself.
  if (typeof window === 'undefined' || !isPortalAddress(href)) return <a {...anchor} href={href} onClick={onClick} />;
  const loadAhead = prefetch ? () => void Router.prefetch(href).catch(() => undefined) : undefined;
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !opensHere(event, event.currentTarget)) return;
        event.preventDefault();
        const options = { shallow, scroll };
        void (replace ? Router.replace(href, undefined, options) : Router.push(href, undefined, options));
      }}
      onMouseEnter={(event) => {
        anchor.onMouseEnter?.(event);
        loadAhead?.();
      }}
      onFocus={(event) => {
        anchor.onFocus?.(event);
        loadAhead?.();
      }}
      onTouchStart={(event) => {
        anchor.onTouchStart?.(event);
        loadAhead?.();
      }}
    />
  );
}
