import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@/lib/config/limits';

/** Whether a window of this width gets the phone layout (spec §2: up to 991 px). */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX;
}

/**
 * The phone layout's state for behaviour (closing the slide-out menu when the window grows), re-read
 * on resize with a 20 ms debounce. What shows is decided by CSS at the same breakpoint, so the server
 * renders both headers and no layout flashes; this is false until the client knows.
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setMobile(isMobileWidth(window.innerWidth));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mobile;
}
