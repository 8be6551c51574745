describe('the browser client loaded on demand', () => {
  afterEach(() => {
    jest.resetModules();
    jest.dontMock('@/lib/api/client');
  });

  it('hands every call to the real client once it is loaded, creating it only once', async () => {
    const get = jest.fn(async (url: string) => ({ url }));
    const post = jest.fn(async (url: string, body: unknown) => ({ url, body }));
    const createApiClient = jest.fn(() => ({ get, post }));
    jest.doMock('@/lib/api/client', () => ({ createApiClient }));
    const { apiClient } = await import('@/lib/api/browser-client');

    await expect(apiClient.get('/me/', { params: { a: 1 } })).resolves.toEqual({ url: '/me/' });
    await expect(apiClient.post('/x/', { b: 2 })).resolves.toEqual({ url: '/x/', body: { b: 2 } });
    expect(get).toHaveBeenCalledWith('/me/', { params: { a: 1 } });
    expect(createApiClient).toHaveBeenCalledTimes(1);
    expect(createApiClient).toHaveBeenCalledWith(expect.objectContaining({ baseURL: '/api/v1' }));
  });

  it('turns a failed load (offline) into a network ApiError and tries again on the next call', async () => {
    let offline = true;
    jest.doMock('@/lib/api/client', () => {
      if (offline) throw new Error('Loading chunk failed');
      return { createApiClient: () => ({ get: async () => 'loaded' }) };
    });
    const { apiClient } = await import('@/lib/api/browser-client');
    const { ApiError } = await import('@/lib/api/api-error');

    const failure: unknown = await apiClient.get('/me/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: 'network_error' });

    offline = false;
    await expect(apiClient.get('/me/')).resolves.toBe('loaded');
  });

  it('ends the session in every tab when a refresh is refused, as a logout does', async () => {
    let options: { onSessionEnd?: () => void } = {};
    jest.doMock('@/lib/api/client', () => ({
      createApiClient: (given: typeof options) => {
        options = given;
        return { get: async () => 'loaded' };
      },
    }));
    const { apiClient, setSessionEndListener } = await import('@/lib/api/browser-client');
    const { LOGOUT_SIGNAL_KEY } = await import('@/lib/auth/logout-signal');
    const listener = jest.fn();
    setSessionEndListener(listener);
    window.localStorage.removeItem(LOGOUT_SIGNAL_KEY);

    await apiClient.get('/me/');
    options.onSessionEnd?.();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(LOGOUT_SIGNAL_KEY)).not.toBeNull();
  });
});
