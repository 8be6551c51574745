import { hostedTranslationSettings } from '../hosted-translations';

const configured = {
  NEXT_PUBLIC_LOCIZE_PROJECT_ID: 'project-1',
  NEXT_PUBLIC_LOCIZE_API_KEY: 'dev-key',
  NEXT_PUBLIC_LOCIZE_ALLOWED_HOSTS: 'localhost, translate.vetnet.example',
};

describe('hostedTranslationSettings (spec §7: only on allowed hosts)', () => {
  it('is off without a project', () => {
    expect(hostedTranslationSettings({}, 'localhost')).toBeNull();
    expect(hostedTranslationSettings({ ...configured, NEXT_PUBLIC_LOCIZE_PROJECT_ID: ' ' }, 'localhost')).toBeNull();
  });

  it('is off on a host that is not listed, and without any listed host', () => {
    expect(hostedTranslationSettings(configured, 'portal.vetnet.example')).toBeNull();
    expect(hostedTranslationSettings({ NEXT_PUBLIC_LOCIZE_PROJECT_ID: 'p' }, 'localhost')).toBeNull();
  });

  it('is on for a listed host, whatever its case', () => {
    expect(hostedTranslationSettings(configured, 'Translate.Vetnet.Example')).toEqual({
      projectId: 'project-1',
      apiKey: 'dev-key',
      version: 'latest',
      allowedHosts: ['localhost', 'translate.vetnet.example'],
    });
  });

  it('reads translations without reporting when no API key is set', () => {
    expect(
      hostedTranslationSettings({ ...configured, NEXT_PUBLIC_LOCIZE_API_KEY: '' }, 'localhost')?.apiKey,
    ).toBeUndefined();
  });
});

describe('attachHostedTranslations', () => {
  it('serves the hosted service’s translations through the existing instance', async () => {
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('@/testing/msw-server');
    const { createTestI18n } = await import('@/testing/i18n');
    const { attachHostedTranslations } = await import('../hosted-translations');
    const requested: string[] = [];
    server.use(
      http.get(/^https:\/\/api(\.lite)?\.locize\.app\/.*/, ({ request }) => {
        const url = new URL(request.url);
        requested.push(url.pathname);
        if (url.pathname.startsWith('/languages/')) return HttpResponse.json({ en: { translated: { latest: 1 } } });
        return HttpResponse.json({ logout: 'Sign out (hosted)' });
      }),
    );
    const i18n = createTestI18n('en');
    expect(i18n.t('logout')).toBe('Log out');

    await attachHostedTranslations(i18n, {
      projectId: 'project-1',
      apiKey: undefined,
      version: 'latest',
      allowedHosts: ['localhost'],
    });

    expect(i18n.t('logout')).toBe('Sign out (hosted)');
    expect(requested).toContain('/project-1/latest/en/common');
  });
});
