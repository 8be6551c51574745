// The messages members sent to a direct ad (staff), newest first, with their senders.
import { sql } from 'drizzle-orm';
import { type DbExecutor, rowsOf } from '../../db/client';
import { type PageWindow } from '../../http/pagination';
import { type MessageRow } from './serialize';

export async function adMessages(
  db: DbExecutor,
  adId: number,
  window: PageWindow,
): Promise<{ total: number; rows: MessageRow[] }> {
  const rows = await rowsOf<MessageRow & { total: number }>(
    db,
    sql`select m.id, m.created_at, m.message,
               u.id as user_id, u.first_name, u.last_name, u.email,
               mb.id as member_id, mb.name as member_name,
               (count(*) over ())::int as total
          from direct_ad_messages m
          left join users u on u.id = m.user_id
          join members mb on mb.id = m.member_id
         where m.ad_id = ${adId}
         order by m.created_at desc, m.id desc
         limit ${window.limit} offset ${window.offset}`,
  );
  return { total: rows[0]?.total ?? 0, rows };
}
