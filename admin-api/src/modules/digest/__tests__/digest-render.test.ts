// The digest's e-mail with items that have a picture and items that have none: a picture sits in its
// own cell beside the text, and an item without one takes the whole width, with no image tag at all
// (an empty or "null" src shows as a broken image in mail clients) and no empty cell.
import { DomUtils, parseDocument } from 'htmlparser2';
import { type DigestItem } from '../../../contract/digest';
import { voiceOf } from '../../../i18n/translate';
import { renderDigest } from '../render';

const PORTAL = 'https://portal.example';

const item = (id: number, title: string, imageUrl: string | null): DigestItem => ({
  type: 'news',
  id,
  title,
  summary: `${title}: what happened.`,
  url: `${PORTAL}/news/${id}`,
  imageUrl,
  date: '2026-11-20T08:00:00Z',
  note: '',
});

async function rendered(items: DigestItem[]) {
  const mail = await renderDigest({
    voice: voiceOf('en'),
    subject: 'Vetnet digest',
    introduction: 'This week in the network.',
    header: null,
    items,
    settingsUrl: `${PORTAL}/settings`,
    portalUrl: `${PORTAL}/`,
  });
  return { mail, document: parseDocument(mail.html) };
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

const elements = (root: Parameters<typeof DomUtils.findAll>[1], name: string) =>
  DomUtils.findAll((node) => node.name === name, root);

/** The table that lays out an item: the nearest table around its title link. */
function itemTable(document: ReturnType<typeof parseDocument>, title: string): Element {
  const link = DomUtils.findOne((node) => node.name === 'a' && DomUtils.textContent(node) === title, document.children);
  let node = link?.parent ?? null;
  while (node && (node as Element).name !== 'table') node = node.parent;
  if (!node) throw new Error(`no table around ${title}`);
  return node as Element;
}

describe('items with and without a picture in the mail', () => {
  it('puts a picture beside its item, and lets an item without one take the whole width with no image', async () => {
    const { document, mail } = await rendered([
      item(1, 'With a picture', `${PORTAL}/media/1.png`),
      item(2, 'Without a picture', null),
    ]);
    const images = elements(document.children, 'img');
    expect(images.map((image) => [image.attribs.src, image.attribs.alt])).toEqual([
      [`${PORTAL}/media/1.png`, 'With a picture'],
    ]);
    expect(mail.html).not.toMatch(/src="(|null|undefined)"/);

    const pictured = itemTable(document, 'With a picture');
    expect(elements([pictured], 'img')).toHaveLength(1);
    expect(elements([pictured], 'td')).toHaveLength(2);

    const plain = itemTable(document, 'Without a picture');
    expect(elements([plain], 'img')).toHaveLength(0);
    const cells = elements([plain], 'td');
    expect(cells).toHaveLength(1);
    expect(cells[0]?.attribs.width).toBeUndefined();
    expect(DomUtils.textContent(cells[0] as Element)).toContain('Without a picture: what happened.');
    expect(mail.text).toContain('Without a picture: what happened.');
  });

  it('has no image at all when neither the issue nor its items have one', async () => {
    const { document, mail } = await rendered([item(3, 'Plain news', null), item(4, 'More plain news', null)]);
    expect(elements(document.children, 'img')).toHaveLength(0);
    expect(mail.html).toContain('More plain news');
  });
});
