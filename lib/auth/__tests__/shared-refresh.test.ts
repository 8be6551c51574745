/** @jest-environment node */
import { SignJWT } from 'jose';
import { clearSharedRefreshExchanges, shareRefreshExchange, SHARED_REFRESH_REUSE_MS } from '../shared-refresh';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('shareRefreshExchange', () => {
  let time = 1_000_000;
  const now = () => time;
  beforeEach(() => clearSharedRefreshExchanges());

  it('gives requests with the same refresh token one exchange, while it runs and shortly after', async () => {
    const answer = deferred<{ access: string; refresh?: string }>();
    const exchange = jest.fn(() => answer.promise);

    const first = shareRefreshExchange('refresh-1', exchange, now);
    const second = shareRefreshExchange('refresh-1', exchange, now);
    answer.resolve({ access: 'access-2', refresh: 'refresh-2' });
    await expect(Promise.all([first, second])).resolves.toEqual([
      { access: 'access-2', refresh: 'refresh-2' },
      { access: 'access-2', refresh: 'refresh-2' },
    ]);

    time += SHARED_REFRESH_REUSE_MS - 1;
    await expect(shareRefreshExchange('refresh-1', exchange, now)).resolves.toMatchObject({ access: 'access-2' });
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('exchanges again once the reuse window is over, and keeps other tokens apart', async () => {
    let calls = 0;
    const exchange = jest.fn(async (): Promise<{ access: string }> => {
      calls += 1;
      return { access: `access-${calls}` };
    });

    await shareRefreshExchange('refresh-1', exchange, now);
    await shareRefreshExchange('refresh-other', exchange, now);
    expect(exchange).toHaveBeenCalledTimes(2);
    time += SHARED_REFRESH_REUSE_MS;
    await expect(shareRefreshExchange('refresh-1', exchange, now)).resolves.toEqual({ access: 'access-3' });
  });

  it('shares a failure with those waiting but keeps none', async () => {
    const answer = deferred<{ access: string }>();
    const exchange = jest.fn(() => answer.promise);
    const first = shareRefreshExchange('refresh-1', exchange, now);
    const second = shareRefreshExchange('refresh-1', exchange, now);
    answer.reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    await expect(second).rejects.toThrow('refused');

    const retry = jest.fn(async () => ({ access: 'access-2' }));
    await expect(shareRefreshExchange('refresh-1', retry, now)).resolves.toEqual({ access: 'access-2' });
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('never shares the exchange of a magic link’s token: it signs in once', async () => {
    const magic = await new SignJWT({ token_type: 'refresh', magic: true })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-secret-of-enough-length-for-hs256'));
    const exchange = jest.fn(async () => ({ access: 'access-2', refresh: 'refresh-2' }));

    await Promise.all([shareRefreshExchange(magic, exchange, now), shareRefreshExchange(magic, exchange, now)]);

    expect(exchange).toHaveBeenCalledTimes(2);
  });
});
