export type { MemberTreeNode } from '@/lib/contract/member';

export type ClinicUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: number;
  isShared: boolean;
  isActive: boolean;
};
