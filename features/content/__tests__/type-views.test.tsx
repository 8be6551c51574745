import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { buildSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { contentItemKey, readableItem } from '../api/content-item';
import { ContentCard } from '../components/content-card';
import { ContentDetailScreen } from '../components/content-detail-screen';
import { CONTENT_TYPES, type ContentTypeKey } from '../content-types';
import { CARD_FACTS } from '../type-registry/card-facts';
import { DETAIL_EXTRAS } from '../type-registry/detail-extras';
import { buildItem } from './content-fixtures';

const ORIGIN = 'https://portal.vetnet.example';

/** An item carrying an event's fields, whatever type shows it. */
const withEventFields = buildItem({
  id: 7,
  title: 'Ultrasound course',
  startsAt: '2026-12-03T08:00:00Z',
  endsAt: '2026-12-03T15:00:00Z',
  place: 'Uppsala',
  address: '',
  signUpUrl: null,
});

function renderDetail(typeKey: ContentTypeKey) {
  return renderWithProviders(<ContentDetailScreen typeKey={typeKey} id={withEventFields.id} origin={ORIGIN} />, {
    session: buildSession(),
    fallback: {
      [contentItemKey(CONTENT_TYPES[typeKey], withEventFields.id)]: readableItem(withEventFields, sanitizeHtml),
    },
  });
}

describe('the views of each content type', () => {
  it('gives a type without views (nor a byline) the shared screen only', () => {
    expect([CARD_FACTS.wikis, DETAIL_EXTRAS.wikis]).toEqual([undefined, undefined]);
    renderDetail('wikis');
    const meta = screen.getByRole('heading', { level: 1 }).nextElementSibling;
    // The publish date leads the line, and no event facts, calendar file or contact follow.
    expect(meta).toHaveTextContent(/^20 November 2026 · Purchasing$/);
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Uppsala/)).not.toBeInTheDocument();
  });

  it('renders the events’ extras for events only', async () => {
    const { unmount } = renderDetail('events');
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', 'event-7.ics');
    unmount();
    // The events' views are loaded now, so their absence below is the news type's choice.
    renderDetail('news');
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(/^20 November 2026/);
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Uppsala/)).not.toBeInTheDocument();
  });

  it('leads an event’s card with when and where, and any other item’s with its publish date', async () => {
    const { unmount } = renderWithProviders(<ContentCard type={CONTENT_TYPES.events} item={withEventFields} />, {
      session: buildSession(),
    });
    expect(await screen.findByText(/Uppsala/)).toHaveTextContent('3 December 2026, 09:00–16:00 · Uppsala');
    unmount();
    renderWithProviders(<ContentCard type={CONTENT_TYPES.services} item={withEventFields} />, {
      session: buildSession(),
    });
    expect(screen.getByRole('article')).toHaveTextContent('20 November 2026 · Purchasing');
    expect(screen.queryByText(/Uppsala/)).not.toBeInTheDocument();
  });
});

/** Every file of the shared content code: everything but the registry, the start-up list of types (type-registry/) and the types' folders. */
function sharedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ['types', 'type-registry', '__tests__'].includes(name) ? [] : sharedFiles(full);
    return /\.tsx?$/.test(name) && name !== 'content-types.ts' ? [full] : [];
  });
}

describe('the shared content code', () => {
  it('names no content type and no type’s own field or page', () => {
    const root = path.join(__dirname, '..');
    const typeKeys = Object.keys(CONTENT_TYPES).join('|');
    const ownFields = Object.values(CONTENT_TYPES)
      .flatMap((type) => type.extraFields.map((field) => field.name))
      .join('|');
    // A type's key in quotes, an own field read or named (`.startsAt`, `'startsAt'`), a type's page.
    const named = new RegExp(`'(${typeKeys}|handbooks)'|(\\.|')(${ownFields})\\b|/events`);
    const offenders = sharedFiles(root).filter((file) => named.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
