import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { sessionPolicy } from '../session-policy';

const flags = buildFeatureFlags();

describe('sessionPolicy', () => {
  it('lets staff with staff view on use the staff tools and the panel', () => {
    const can = sessionPolicy(buildUser({ isStaff: true }), flags, { viewAsStaff: true });
    expect(can('staffTools')).toBe(true);
    expect(can('developerPanel')).toBe(true);
    expect(can('switchStaffView')).toBe(true);
  });

  it('treats staff viewing as a member as a member, but keeps the panel and its switch', () => {
    const can = sessionPolicy(buildUser({ isStaff: true }), flags, { viewAsStaff: false });
    expect(can('staffTools')).toBe(false);
    expect(can('developerPanel')).toBe(true);
    expect(can('switchStaffView')).toBe(true);
  });

  it('gives a member neither staff tools nor the switch, whatever the preference says', () => {
    const can = sessionPolicy(buildUser({ isStaff: false, changeMember: true }), flags, { viewAsStaff: true });
    expect(can('staffTools')).toBe(false);
    expect(can('switchStaffView')).toBe(false);
    expect(can('developerPanel')).toBe(true);
  });
});
