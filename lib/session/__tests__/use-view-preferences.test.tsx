import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToString } from 'react-dom/server';
import { useViewPreferences } from '../use-view-preferences';
import { viewPreferencesKey } from '../view-preferences';

const USER = 7;
const KEY = viewPreferencesKey(USER);

function ViewAsStaff({ serverStored }: { serverStored: string | null }) {
  const [preferences] = useViewPreferences(USER, serverStored);
  return <span>{preferences.viewAsStaff ? 'staff view' : 'member view'}</span>;
}

describe('useViewPreferences', () => {
  afterEach(() => {
    window.localStorage.clear();
    Cookies.remove(KEY);
  });

  it('renders on the server by the cookie, so the page is right before it loads', () => {
    expect(renderToString(<ViewAsStaff serverStored={'{"viewAsStaff":false}'} />)).toContain('member view');
    expect(renderToString(<ViewAsStaff serverStored={null} />)).toContain('staff view');
  });

  it('keeps a change in local storage and in the cookie the server reads', () => {
    const { result } = renderHook(() => useViewPreferences(USER));
    act(() => result.current[1]('viewAsStaff', false));
    expect(result.current[0].viewAsStaff).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toMatchObject({ viewAsStaff: false });
    expect(JSON.parse(Cookies.get(KEY)!)).toMatchObject({ viewAsStaff: false });
  });

  it('writes the cookie for preferences kept before it existed', () => {
    window.localStorage.setItem(KEY, '{"prototypeMode":true}');
    renderHook(() => useViewPreferences(USER));
    expect(Cookies.get(KEY)).toBe('{"prototypeMode":true}');
  });
});
