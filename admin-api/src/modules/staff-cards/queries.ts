// Reads of `staff-cards/`: a country's staff, in their order.
import { asc, eq } from 'drizzle-orm';
import { type StaffCard } from '../../contract/contacts';
import { type Db } from '../../db/client';
import { staffCards } from '../../db/schema/staff-cards';

/** The cards as the contract shapes them (lib/contract/contacts.ts). */
export function countryStaffCards(db: Db, countryId: number): Promise<StaffCard[]> {
  return db
    .select({
      id: staffCards.id,
      name: staffCards.name,
      title: staffCards.title,
      email: staffCards.email,
      phoneNumber: staffCards.phoneNumber,
      photoUrl: staffCards.photoUrl,
      description: staffCards.description,
    })
    .from(staffCards)
    .where(eq(staffCards.countryId, countryId))
    .orderBy(asc(staffCards.position), asc(staffCards.id));
}
