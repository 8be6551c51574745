import { browserRefreshLock, REFRESH_LOCK_NAME } from '../refresh-lock';

describe('browserRefreshLock', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'locks');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'locks', original);
    else delete (navigator as { locks?: unknown }).locks;
  });

  it('runs the refresh holding the browser-wide Web Lock', async () => {
    const request = jest.fn((_name: string, _options: LockOptions, task: () => Promise<unknown>) => task());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });

    await expect(browserRefreshLock(async () => 'refreshed')).resolves.toBe('refreshed');
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, { mode: 'exclusive' }, expect.any(Function));
  });

  it('runs it at once in a browser without Web Locks', async () => {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    await expect(browserRefreshLock(async () => 'refreshed')).resolves.toBe('refreshed');
  });
});
