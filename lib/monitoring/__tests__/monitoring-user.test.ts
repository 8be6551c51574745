import { monitoringUser } from '../monitoring-user';

const person = {
  id: 7,
  email: 'stella@vetnet.example',
  firstName: 'Stella',
  lastName: 'Staff',
  isStaff: false,
  isSuperuser: false,
};

describe('monitoringUser (spec §6)', () => {
  it('sends only the id of a member', () => {
    expect(monitoringUser(person)).toEqual({ id: '7' });
  });

  it('adds name and e-mail for staff and for superusers', () => {
    const expected = { id: '7', email: 'stella@vetnet.example', username: 'Stella Staff' };
    expect(monitoringUser({ ...person, isStaff: true })).toEqual(expected);
    expect(monitoringUser({ ...person, isSuperuser: true })).toEqual(expected);
  });
});
