export type MemberTreeNode = { id: number; name: string; country: { id: number; name: string; code: string }; children: MemberTreeNode[] };

export type ClinicUser = { id: number; firstName: string; lastName: string; email: string; role: number; isShared: boolean; isActive: boolean };
