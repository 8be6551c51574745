import { type Db } from '../../db/client';
import { createOutboxMailer, smtpMessage, withoutSecrets } from '../mailer';

describe('the outbox mailer', () => {
  it('keeps the whole link in the outbox but logs it without its token', async () => {
    const stored: unknown[] = [];
    const db = { insert: () => ({ values: async (row: unknown) => void stored.push(row) }) } as unknown as Db;
    const lines: unknown[] = [];
    const mailer = createOutboxMailer(db, { info: (fields: unknown) => void lines.push(fields) } as never);

    const link = 'http://localhost:3000/?refresh=eyJhbGciOi.secret.part&next=%2Fnotifications';
    await mailer.send({ to: 'Owner@Vetnet.example', subject: 'Your login link', text: `Open ${link}`, link });

    expect(stored).toEqual([
      {
        to: 'owner@vetnet.example',
        subject: 'Your login link',
        text: `Open ${link}`,
        link,
        attachments: [],
        html: null,
        headers: {},
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(lines).toEqual([
      {
        mailTo: 'Owner@Vetnet.example',
        subject: 'Your login link',
        link: 'http://localhost:3000/?refresh=%E2%80%A6&next=%2Fnotifications',
      },
    ]);
  });

  it('hides every query value of a reset link but the page to go on to', () => {
    expect(withoutSecrets('https://portal.example/login/set-password?uid=MTI&token=abc-123')).toBe(
      'https://portal.example/login/set-password?uid=%E2%80%A6&token=%E2%80%A6',
    );
    expect(withoutSecrets('https://portal.example/news')).toBe('https://portal.example/news');
  });
});

describe('attachments', () => {
  const pdf = Buffer.from('%PDF-1.7 a small file');
  const mail = {
    to: 'Someone@Clinic.example',
    subject: 'A statement',
    text: 'Attached.',
    replyTo: 'owner@vetnet.example',
    attachments: [{ filename: 'vetnet-q3-2026.pdf', contentType: 'application/pdf', content: pdf }],
  };

  it('are kept whole in the outbox, base64 with their size, and not logged', async () => {
    const stored: { attachments: unknown[] }[] = [];
    const db = {
      insert: () => ({ values: async (row: { attachments: unknown[] }) => void stored.push(row) }),
    } as unknown as Db;
    const lines: unknown[] = [];
    await createOutboxMailer(db, { info: (fields: unknown) => void lines.push(fields) } as never).send(mail);

    expect(stored[0]?.attachments).toEqual([
      {
        filename: 'vetnet-q3-2026.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        base64: pdf.toString('base64'),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(pdf.toString('base64'));
    expect(JSON.stringify(lines)).not.toContain('Attached.');
  });

  it('go to nodemailer with their names, types and content, with the reply-to', () => {
    expect(smtpMessage('Vetnet <no-reply@vetnet.example>', mail)).toEqual({
      from: 'Vetnet <no-reply@vetnet.example>',
      to: 'Someone@Clinic.example',
      subject: 'A statement',
      text: 'Attached.',
      replyTo: 'owner@vetnet.example',
      attachments: [{ filename: 'vetnet-q3-2026.pdf', contentType: 'application/pdf', content: pdf }],
    });
    expect(smtpMessage('x@y.example', { to: 'a@b.example', subject: 's', text: 't' }).attachments).toEqual([]);
  });
});

describe('a mail with an HTML part and list headers (the digest)', () => {
  const mail = {
    to: 'a@b.example',
    subject: 's',
    text: 't',
    html: '<p>t</p>',
    headers: { 'List-Unsubscribe': '<https://x.example/u/>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };

  it('goes to SMTP with both parts and the headers', () => {
    expect(smtpMessage('x@y.example', mail)).toMatchObject({ text: 't', html: '<p>t</p>', headers: mail.headers });
  });

  it("is kept by the outbox in the caller's transaction when one is given", async () => {
    const own: unknown[] = [];
    const inTransaction: unknown[] = [];
    const executor = (rows: unknown[]) =>
      ({ insert: () => ({ values: async (row: unknown) => void rows.push(row) }) }) as unknown as Db;
    const mailer = createOutboxMailer(executor(own), { info: () => undefined } as never);
    await mailer.send(mail, executor(inTransaction));
    expect(own).toEqual([]);
    expect(inTransaction).toEqual([expect.objectContaining({ html: '<p>t</p>', headers: mail.headers })]);
  });
});
