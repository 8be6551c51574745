/** A staff member members can contact (`GET /api/v1/staff-cards/`). */
export type StaffCard = {
  id: number;
  name: string;
  title: string;
  email: string;
  phoneNumber: string;
  photoUrl: string | null;
  description: string;
};
