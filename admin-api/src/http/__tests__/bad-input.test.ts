import { createTestApp, OWNER, STAFF, type TestApp } from '../../test-support/test-app';

// Input no route checks for itself answers 400 through the shared hook and error handler, never 500.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NUL_MESSAGE = 'Null characters are not allowed.';

describe('a NUL character', () => {
  it('in a query filter is a 400 of that parameter', async () => {
    const response = await t.call({ url: '/api/v1/forum/posts/?title=%00x', as: OWNER });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: [NUL_MESSAGE] });
  });

  it('in a JSON text field is a 400 of that field, however deep', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/request-contact/',
      as: OWNER,
      payload: { subject: 'Hi\u0000', message: 'Please call me back.' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ subject: [NUL_MESSAGE] });
    const nested = await t.call({
      method: 'POST',
      url: '/api/v1/clickstream/activity/',
      as: OWNER,
      payload: { actionType: 'x', actionDetails: 'y', data: { list: ['ok', 'no\u0000'] } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ data: [NUL_MESSAGE] });
  });
});

describe('a malformed body', () => {
  it('multipart without a usable boundary is a 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/v1/news-files/',
        as: STAFF,
        headers: { 'content-type': contentType },
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it('deeply nested JSON is a 400', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/clickstream/activity/',
      as: OWNER,
      headers: { 'content-type': 'application/json' },
      payload: `{"actionType":"x","actionDetails":"y","data":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringContaining('nested') });
  });
});
