// A customer row as `costumers/` answers it (lib/contract/settings.ts `Customer`).
import { type Customer } from '../../contract/settings';
import { type CustomerRow } from './queries';

export const serializeCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  petCount: row.petCount,
  enrolledOn: row.enrolledOn,
  lastVisitOn: row.lastVisitOn,
  points: row.points,
  marketingConsent: row.marketingConsent,
});
