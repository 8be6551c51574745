import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_NAMESPACE, voiceOf } from '../translate';

// Issue 24's check: every text the admin API writes (mails, notifications, the statement PDF) has
// words in every translated locale, with English's variables; numbers follow the reader's locale.

const LOCALES_DIR = path.resolve(__dirname, '../../../../locales');
const TRANSLATED = ['en', 'sv', 'cs', 'da', 'de', 'es', 'fr', 'nb', 'nl', 'pl', 'pt-BR', 'sk'];
const SOURCES = path.resolve(__dirname, '../..');

type Tree = { [key: string]: string | Tree };
const read = (locale: string): Tree =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${API_NAMESPACE}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every key of the namespace written literally in the admin API's sources (tests aside): `t('mail.…')`, a column's key. */
function keysUsed(dir: string): Set<string> {
  const keys = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') for (const key of keysUsed(file)) keys.add(key);
    } else if (entry.name.endsWith('.ts')) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/'((?:mail|pdf|report|export|handbookPdf)\.[\w.]+)'/g))
        keys.add(match[1] as string);
    }
  }
  return keys;
}

describe('the api namespace', () => {
  const english = flatten(read('en'));

  it('knows every key the sources use', () => {
    const used = [...keysUsed(SOURCES)];
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(TRANSLATED)('%s has text for every key of English, with its variables', (locale) => {
    const own = flatten(read(locale));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect([key, variables(own.get(key) ?? '')]).toEqual([key, variables(text)]);
      expect([key, (own.get(key) ?? '').trim().length > 0]).toEqual([key, true]);
    }
  });
});

describe('voiceOf', () => {
  it('speaks the user’s language, a regional one through its base, and English when unknown', () => {
    expect(voiceOf('sv').t('pdf.total')).toBe('Totalt');
    expect(voiceOf('de').t('pdf.total')).toBe('Gesamt');
    expect(voiceOf('da').t('pdf.total')).toBe('I alt');
    expect(voiceOf('nl-BE').t('pdf.total')).toBe('Totaal');
    expect(voiceOf('fr-BE').t('pdf.openInPortal')).toBe('Ouvrir dans le portail');
    expect(voiceOf('no').locale).toBe('nb');
    expect(voiceOf('xx').t('pdf.total')).toBe('Total');
    expect(voiceOf(null).t('pdf.total')).toBe('Total');
    expect(voiceOf('tlh').locale).toBe('en');
  });

  it('writes numbers, money, percentages and dates as the reader’s locale does', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(voiceOf('sv').amount('419429.01'))).toBe('419 429,01');
    expect(voiceOf('de').amount('419429.01')).toBe('419.429,01');
    expect(voiceOf('da').amount('419429.01')).toBe('419.429,01');
    expect(voiceOf('en').amount('419429.01')).toBe('419,429.01');
    expect(plain(voiceOf('sv').percent(3.5))).toBe('3,5 %');
    expect(voiceOf('en').percent(3.5)).toBe('3.5%');
    expect(plain(voiceOf('sv').money('419429.01', 'SEK'))).toBe('419 429,01 SEK');
    expect(plain(voiceOf('de').number(3.5))).toBe('3,5');
    expect(voiceOf('sv').date(new Date('2026-10-01T06:00:00Z'))).toBe('1 oktober 2026');
    expect(voiceOf('en').date(new Date('2026-10-01T06:00:00Z'))).toBe('1 October 2026');
  });
});
