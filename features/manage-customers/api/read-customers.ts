import { fieldsOf, flagOr, idOf, numberOr, pageOf, textOr, textOrNull, type Page } from '@/lib/api/read-answer';
import type { Customer } from '@/lib/contract/settings';

/** One row of `GET costumers/` (lib/contract/settings Customer). */
export function readCustomer(value: unknown): Customer {
  const fields = fieldsOf(value, 'customer');
  return {
    id: idOf(fields.id, 'customer'),
    firstName: textOr(fields.firstName, ''),
    lastName: textOr(fields.lastName, ''),
    email: textOr(fields.email, ''),
    phoneNumber: textOr(fields.phoneNumber, ''),
    petCount: numberOr(fields.petCount, 0),
    enrolledOn: textOr(fields.enrolledOn, ''),
    lastVisitOn: textOrNull(fields.lastVisitOn),
    points: numberOr(fields.points, 0),
    marketingConsent: flagOr(fields.marketingConsent, false),
  };
}

export function readCustomerPage(value: unknown): Page<Customer> {
  return pageOf(value, 'customer list', readCustomer);
}
