import { type Db } from '../../db/client';
import { createOutboxMailer, withoutSecrets } from '../mailer';

describe('the outbox mailer', () => {
  it('keeps the whole link in the outbox but logs it without its token', async () => {
    const stored: unknown[] = [];
    const db = { insert: () => ({ values: async (row: unknown) => void stored.push(row) }) } as unknown as Db;
    const lines: unknown[] = [];
    const mailer = createOutboxMailer(db, { info: (fields: unknown) => void lines.push(fields) } as never);

    const link = 'http://localhost:3000/?refresh=eyJhbGciOi.secret.part&next=%2Fnotifications';
    await mailer.send({ to: 'Owner@Vetnet.example', subject: 'Your login link', text: `Open ${link}`, link });

    expect(stored).toEqual([{ to: 'owner@vetnet.example', subject: 'Your login link', text: `Open ${link}`, link }]);
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
