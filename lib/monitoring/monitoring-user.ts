/** The fields of a user that monitoring may see. */
export type MonitoredPerson = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  isSuperuser: boolean;
};

export type MonitoringUser = { id: string; email?: string; username?: string };

/**
 * The monitoring user record (spec §6): only the id, except for staff and superusers, whose name
 * and e-mail are sent too. Members' personal data never leaves for the monitoring service.
 */
export function monitoringUser(person: MonitoredPerson): MonitoringUser {
  const record: MonitoringUser = { id: String(person.id) };
  if (person.isStaff || person.isSuperuser) {
    record.email = person.email;
    record.username = `${person.firstName} ${person.lastName}`.trim();
  }
  return record;
}
