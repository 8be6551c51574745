import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, ensureJwtSecret, loadConfig, PACKAGE_DIR } from '../config';

describe('loadConfig', () => {
  it('has the documented defaults, with DATA_DIR inside the package whatever the cwd', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(PACKAGE_DIR, '.data'),
      jwtSecret: undefined,
      portalUrl: 'http://localhost:3000',
      corsOrigins: [],
      smtpUrl: undefined,
      loginThrottleMax: 10,
      loginThrottleWindowSeconds: 900,
      reportMailThrottleMax: 5,
      reportMailThrottleWindowSeconds: 900,
      trustProxy: 'loopback',
    });
    expect(path.basename(PACKAGE_DIR)).toBe('admin-api');
  });

  it('parses every variable', () => {
    const config = loadConfig({
      PORT: '9001',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db/vetnet',
      DATA_DIR: 'relative/data',
      JWT_SECRET: 's'.repeat(40),
      PORTAL_URL: 'https://portal.example/',
      CORS_ORIGINS: 'https://a.example, https://b.example,,',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Vetnet <hello@vetnet.example>',
      LOGIN_THROTTLE_MAX: '5',
      LOGIN_THROTTLE_WINDOW_SECONDS: '60',
      REPORT_MAIL_THROTTLE_MAX: '2',
      REPORT_MAIL_THROTTLE_WINDOW_SECONDS: '30',
      TRUST_PROXY: 'false',
    });
    expect(config).toMatchObject({
      port: 9001,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db/vetnet',
      dataDir: path.resolve('relative/data'),
      portalUrl: 'https://portal.example',
      corsOrigins: ['https://a.example', 'https://b.example'],
      smtpUrl: 'smtp://mail:25',
      loginThrottleMax: 5,
      loginThrottleWindowSeconds: 60,
      reportMailThrottleMax: 2,
      reportMailThrottleWindowSeconds: 30,
      trustProxy: false,
    });
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    expect(typeof hops).toBe('function');
    expect((hops as (a: string, hop: number) => boolean)('10.0.0.1', 1)).toBe(true);
    expect((hops as (a: string, hop: number) => boolean)('10.0.0.1', 2)).toBe(false);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('stores uploads on disk by default, in an S3 bucket when S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/vetnet' })).toMatchObject({
      storage: { kind: 'disk', dir: '/srv/vetnet/uploads' },
      uploadMaxBytes: 10 * 1024 * 1024,
      unattachedUploadMaxAgeMs: 24 * 60 * 60 * 1000,
    });
    expect(loadConfig({ UPLOAD_DIR: 'files', UPLOAD_MAX_MB: '2.5', UNATTACHED_UPLOAD_HOURS: '0.5' })).toMatchObject({
      storage: { kind: 'disk', dir: path.resolve('files') },
      uploadMaxBytes: Math.round(2.5 * 1024 * 1024),
      unattachedUploadMaxAgeMs: 30 * 60 * 1000,
    });
    expect(() => loadConfig({ UNATTACHED_UPLOAD_HOURS: '0' })).toThrow(/UNATTACHED_UPLOAD_HOURS/);
    expect(
      loadConfig({
        S3_BUCKET: 'vetnet',
        S3_ENDPOINT: 'https://s3.example',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'uploads/',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'vetnet',
      region: 'us-east-1',
      endpoint: 'https://s3.example',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'uploads/',
    });
    expect(loadConfig({ S3_BUCKET: 'vetnet' }).storage).toMatchObject({ credentials: undefined, endpoint: undefined });
    expect(() => loadConfig({ S3_BUCKET: 'vetnet', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', PORTAL_URL: 'not a url', LOGIN_THROTTLE_MAX: '0' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', PORTAL_URL: 'not a url', LOGIN_THROTTLE_MAX: '0' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/PORTAL_URL/);
      expect((error as Error).message).toMatch(/LOGIN_THROTTLE_MAX/);
    }
  });
});

describe('ensureJwtSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vetnet-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a secret once, keeps it with mode 600, and reuses it', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = ensureJwtSecret(config).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    const file = path.join(dir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(ensureJwtSecret(config).jwtSecret).toBe(first);
  });

  it('prefers JWT_SECRET and replaces a stored secret that is too short', () => {
    expect(ensureJwtSecret(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'from-the-environment' })).jwtSecret).toBe(
      'from-the-environment',
    );
    writeFileSync(path.join(dir, 'jwt-secret'), 'short');
    expect(ensureJwtSecret(loadConfig({ DATA_DIR: dir })).jwtSecret).not.toBe('short');
  });
});
