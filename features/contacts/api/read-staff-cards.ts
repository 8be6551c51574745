import { fieldsOf, idOf, requiredListOf, textOr, textOrNull } from '@/lib/api/read-answer';
import type { StaffCard } from '@/lib/contract/contacts';

function readStaffCard(value: unknown): StaffCard {
  const fields = fieldsOf(value, 'staff card');
  return {
    id: idOf(fields.id, 'staff card'),
    name: textOr(fields.name, ''),
    title: textOr(fields.title, ''),
    email: textOr(fields.email, ''),
    phoneNumber: textOr(fields.phoneNumber, ''),
    photoUrl: textOrNull(fields.photoUrl),
    description: textOr(fields.description, ''),
  };
}

/** `GET staff-cards/`, our API's extension (the spec names no fields of a staff card). */
export function readStaffCards(value: unknown): StaffCard[] {
  return requiredListOf(value, 'staff card list', readStaffCard);
}
