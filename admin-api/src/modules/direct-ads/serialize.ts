// A stored direct-ad message as staff read it.
import { isoUtc } from '../../http/dates';

export type MessageRow = {
  id: number;
  created_at: Date | string;
  message: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  member_id: number;
  member_name: string;
};

export type DirectAdMessage = {
  id: number;
  createdAt: string;
  message: string;
  /** Null once the sender's account is deleted (the message stays, with the member). */
  user: { id: number; name: string; email: string } | null;
  member: { id: number; name: string };
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function serializeMessage(row: MessageRow): DirectAdMessage {
  return {
    id: row.id,
    createdAt: isoUtc(asDate(row.created_at)),
    message: row.message,
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), email: row.email ?? '' },
    member: { id: row.member_id, name: row.member_name },
  };
}
