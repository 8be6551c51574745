import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '@/lib/i18n/translation-provider';
import { createTestI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { NotificationItem } from '../components/notification-item';
import type { Notification } from '../types';

// Issue 24: a notification reads as one sentence of the reader's language, never as "title · type ·
// verb · time" fragments, because languages order them differently (German puts the time before the
// verb at the end: "wurde vor 3 Stunden veröffentlicht").

const HOUR = 3_600_000;

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    actor: { id: 7, title: 'Autumn meeting', levels: [] },
    verb: 'published',
    unread: false,
    // Three hours and a half ago: "3 hours ago" whatever minute the test runs in.
    timestamp: new Date(Date.now() - 3.5 * HOUR).toISOString(),
    description: 'Event',
    ...overrides,
  };
}

const ignore = () => undefined;

function renderItem(item: Notification, locale: string) {
  return renderWithProviders(<NotificationItem notification={item} onOpen={ignore} onDismiss={ignore} />, { locale });
}

describe('the notification sentence', () => {
  it('is one English sentence, the time in a <time> element at its end', () => {
    const item = notification();
    renderItem(item, 'en');
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(/^Event “Autumn meeting” was published 3 hours ago$/);
    expect(link).not.toHaveTextContent('·');
    expect(link.querySelector('time')).toHaveAttribute('dateTime', item.timestamp);
    expect(link.querySelector('time')).toHaveTextContent('3 hours ago');
  });

  it('is one German sentence in German order: the time before the verb, the verb last', () => {
    renderItem(notification(), 'de');
    expect(screen.getByRole('link')).toHaveTextContent(
      /^Die Veranstaltung „Autumn meeting“ wurde vor 3 Stunden veröffentlicht$/,
    );
  });

  it('has its own sentence for each type and verb: a reply, a mention, a ready report and a commitment at risk', () => {
    renderItem(
      notification({ id: 2, description: 'Post', verb: 'replied to', actor: { id: 3, title: 'Vaccines', levels: [] } }),
      'de',
    );
    renderItem(
      notification({
        id: 3,
        description: 'Post',
        verb: 'mentioned you in',
        actor: { id: 3, title: 'Vaccines', levels: [] },
      }),
      'sv',
    );
    renderItem(
      notification({ id: 4, description: 'Report', verb: 'is ready', actor: { id: 5, title: 'Q3 2026', levels: [] } }),
      'da',
    );
    renderItem(
      notification({
        id: 5,
        description: 'Report',
        verb: 'is at risk',
        actor: { id: 6, title: 'Orion 2026', levels: [] },
      }),
      'en',
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Im Forumsthema „Vaccines“ wurde vor 3 Stunden eine Antwort geschrieben',
      'Du nämndes i forumtråden ”Vaccines” för 3 timmar sedan',
      'Rapporten “Q3 2026” blev klar for 3 timer siden',
      'Commitment “Orion 2026” was found to be at risk 3 hours ago',
    ]);
  });

  it('names a type the portal does not know as sent, and a verb without a sentence as a label or as sent', () => {
    const actor = (title: string) => ({ id: 1, title, levels: [] });
    renderItem(notification({ description: 'Announcement', verb: 'announced', actor: actor('Maintenance') }), 'en');
    renderItem(notification({ id: 2, description: 'Campaign', verb: 'replied to', actor: actor('Autumn') }), 'de');
    renderItem(notification({ id: 3, description: 'News', verb: 'frobnicated', actor: actor('Odd') }), 'de');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Announcement “Maintenance” was announced 3 hours ago',
      'Aktion: „Autumn“ – neue Antwort vor 3 Stunden',
      'Neuigkeit: „Odd“ – frobnicated vor 3 Stunden',
    ]);
  });

  it('leaves the time out, and the sentence whole, when rendered on the server (no clock of the reader yet)', () => {
    const html = renderToString(
      <TranslationProvider translations={undefined} i18n={createTestI18n('de')}>
        <NotificationItem notification={notification()} onOpen={ignore} onDismiss={ignore} />
      </TranslationProvider>,
    );
    expect(html).toContain('Die Veranstaltung „Autumn meeting“ wurde veröffentlicht</span>');
    expect(html).not.toContain('<time');
  });
});
