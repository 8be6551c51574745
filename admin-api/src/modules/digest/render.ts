// The digest's e-mail, rendered with react-email (docs/admin-api.md "Digest"): a 600 px table layout
// with inline styles (what Outlook, Gmail and Apple Mail all read), absolute URLs, alt texts, and a
// plain-text part from the same tree. Written with createElement: the API compiles no JSX. Rendered
// once per issue with a placeholder for the recipient's unsubscribe link, which the queue fills in.
import {
  Body,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { type DigestItem } from '../../contract/digest';
import { type Voice } from '../../i18n/translate';
import { excerpt, sectionsOf } from './rules';

/** Replaced by each recipient's own link (unsubscribe page) when the mail is sent. */
export const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.placeholder.invalid/';

export type RenderInput = {
  voice: Voice;
  subject: string;
  introduction: string;
  header: { url: string; alt: string; width: number | null; height: number | null } | null;
  items: readonly DigestItem[];
  /** Absolute: the portal's My settings page. */
  settingsUrl: string;
  /** Absolute: the portal's home. */
  portalUrl: string;
  /** A line above everything else (a test mail says it is one), in its reader's language; none on the send. */
  notice?: string;
};

export type RenderedMail = { html: string; text: string };

const WIDTH = 600;
/** An item's picture beside its text; an item without one takes the whole width (no empty cell, no broken image). */
const THUMB = 120;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const styles = {
  body: { backgroundColor: '#f3f4f6', margin: 0, padding: '24px 0', fontFamily: FONT } satisfies CSSProperties,
  container: { backgroundColor: '#ffffff', width: `${WIDTH}px`, maxWidth: '100%' } satisfies CSSProperties,
  inner: { padding: '24px 32px' } satisfies CSSProperties,
  title: { color: '#111827', fontSize: '24px', lineHeight: '32px', margin: '0 0 12px' } satisfies CSSProperties,
  intro: { color: '#374151', fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' } satisfies CSSProperties,
  sectionTitle: {
    color: '#0b5f7a',
    fontSize: '18px',
    lineHeight: '26px',
    margin: '24px 0 8px',
    borderBottom: '2px solid #0b5f7a',
    paddingBottom: '4px',
  } satisfies CSSProperties,
  itemTitle: {
    color: '#0b5f7a',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'underline',
  } satisfies CSSProperties,
  meta: { color: '#4b5563', fontSize: '13px', lineHeight: '20px', margin: '2px 0 0' } satisfies CSSProperties,
  summary: { color: '#374151', fontSize: '15px', lineHeight: '22px', margin: '4px 0 0' } satisfies CSSProperties,
  note: {
    color: '#111827',
    fontSize: '15px',
    lineHeight: '22px',
    margin: '4px 0 0',
    fontStyle: 'italic',
  } satisfies CSSProperties,
  item: { padding: '10px 0' } satisfies CSSProperties,
  thumbCell: { width: `${THUMB}px`, verticalAlign: 'top', paddingRight: '16px' } satisfies CSSProperties,
  thumb: { display: 'block', width: `${THUMB}px`, maxWidth: '100%', height: 'auto', border: 0 } satisfies CSSProperties,
  textCell: { verticalAlign: 'top' } satisfies CSSProperties,
  notice: {
    backgroundColor: '#fff4ce',
    color: '#111827',
    fontSize: '14px',
    lineHeight: '20px',
    margin: 0,
    padding: '12px 32px',
  } satisfies CSSProperties,
  footer: { color: '#4b5563', fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' } satisfies CSSProperties,
  footerLink: { color: '#0b5f7a', textDecoration: 'underline' } satisfies CSSProperties,
} as const;

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function itemView(item: DigestItem, voice: Voice): ReactNode {
  const date = item.date && item.type === 'event' ? voice.date(new Date(item.date)) : null;
  const text = [
    h(Link, { key: 'title', href: item.url, style: styles.itemTitle }, item.title),
    date ? h(Text, { key: 'date', style: styles.meta }, date) : null,
    item.summary ? h(Text, { key: 'summary', style: styles.summary }, item.summary) : null,
    item.note ? h(Text, { key: 'note', style: styles.note }, item.note) : null,
  ];
  const key = `${item.type}:${item.id}`;
  if (!item.imageUrl) return h(Section, { key, style: styles.item }, ...text);
  return h(
    Section,
    { key, style: styles.item },
    h(
      Row,
      null,
      h(
        Column,
        { style: styles.thumbCell, width: THUMB },
        h(Img, { src: item.imageUrl, alt: item.title, width: THUMB, style: styles.thumb }),
      ),
      h(Column, { style: styles.textCell }, ...text),
    ),
  );
}

function digestElement(input: RenderInput): ReactNode {
  const { voice } = input;
  const t = voice.t;
  const header = input.header;
  return h(
    Html,
    { lang: voice.locale, dir: 'ltr' },
    h(Head, null, h('title', null, input.subject)),
    h(Preview, null, excerpt(input.introduction || input.subject, 140)),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container, width: WIDTH },
        input.notice ? h(Text, { style: styles.notice }, input.notice) : null,
        header
          ? h(Img, {
              src: header.url,
              alt: header.alt,
              width: WIDTH,
              height: header.width && header.height ? Math.round((WIDTH * header.height) / header.width) : undefined,
              style: { display: 'block', width: '100%', maxWidth: `${WIDTH}px`, height: 'auto', border: 0 },
            })
          : null,
        h(
          Section,
          { style: styles.inner },
          h(Heading, { as: 'h1', style: styles.title }, input.subject),
          ...paragraphs(input.introduction).map((text, index) =>
            h(Text, { key: `p${index}`, style: styles.intro }, text),
          ),
          ...sectionsOf(input.items).map((section) =>
            h(
              Section,
              { key: section.type },
              h(Heading, { as: 'h2', style: styles.sectionTitle }, t(`digest.sections.${section.type}`)),
              ...section.items.map((item) => itemView(item, voice)),
            ),
          ),
          h(Hr, { style: { borderColor: '#e5e7eb', margin: '24px 0 16px' } }),
          h(Text, { style: styles.footer }, t('digest.footer.why')),
          h(
            Text,
            { style: styles.footer },
            h(Link, { href: UNSUBSCRIBE_PLACEHOLDER, style: styles.footerLink }, t('digest.footer.unsubscribe')),
            ' · ',
            h(Link, { href: input.settingsUrl, style: styles.footerLink }, t('digest.footer.settings')),
            ' · ',
            h(Link, { href: input.portalUrl, style: styles.footerLink }, t('digest.footer.portal')),
          ),
        ),
      ),
    ),
  );
}

/** The HTML and plain text, with UNSUBSCRIBE_PLACEHOLDER where the recipient's link goes. */
export async function renderDigest(input: RenderInput): Promise<RenderedMail> {
  const element = digestElement(input);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** One recipient's copy: their own unsubscribe link in both parts. */
export function personalise(mail: RenderedMail, unsubscribeUrl: string): RenderedMail {
  return {
    html: mail.html.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeUrl),
    text: mail.text.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeUrl),
  };
}
