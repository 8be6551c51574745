import fc from 'fast-check';
import { fileDownloadAuthorization } from '../api-forwarding';

describe('fileDownloadAuthorization', () => {
  it.each(['/api/v1/news-files/12/', '/api/v1/wiki-files/1/', '/api/v1/service-files/40/', '/api/v1/event-files/7/', '/api/v1/section-files/3/'])(
    'authorises a GET of %s with the session token',
    (path) => {
      expect(fileDownloadAuthorization('GET', path, null, 'abc')).toBe('Bearer abc');
      expect(fileDownloadAuthorization('HEAD', path, null, 'abc')).toBe('Bearer abc');
    },
  );

  it.each(['/api/v1/news/12/', '/api/v1/me/', '/api/v1/news-files/', '/api/v1/news-files/12', '/api/v1/news-files/x/', '/api/v1/news-files/12/../../me/', '/api/v2/news-files/12/'])(
    'adds nothing to %s',
    (path) => {
      expect(fileDownloadAuthorization('GET', path, null, 'abc')).toBeNull();
    },
  );

  it('adds nothing to writes, without a token, or over an Authorization the request has', () => {
    expect(fileDownloadAuthorization('DELETE', '/api/v1/news-files/12/', null, 'abc')).toBeNull();
    expect(fileDownloadAuthorization('POST', '/api/v1/news-files/12/', null, 'abc')).toBeNull();
    expect(fileDownloadAuthorization('GET', '/api/v1/news-files/12/', null, undefined)).toBeNull();
    expect(fileDownloadAuthorization('GET', '/api/v1/news-files/12/', 'Bearer other', 'abc')).toBeNull();
  });

  it('authorises only file paths, whatever the path', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'), (path, method) => {
        const header = fileDownloadAuthorization(method, path, null, 't');
        return header === null || (/^\/api\/v1\/[a-z-]+-files\/\d+\/$/.test(path) && (method === 'GET' || method === 'HEAD'));
      }),
    );
  });
});
