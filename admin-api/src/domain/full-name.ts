// A person's name as mails and the audit log show it: first and last name, trimmed.
export const fullName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();
