/** Response shapes of the API, with SPEC §3's field names exactly (mixed case included). */

export interface Service {
  id: number;
  name: string;
  /** Rupees. */
  price: number;
  status: boolean;
}

export interface ContactQuery {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  subject: string;
  message: string;
  status: 'pending' | 'resolved' | 'closed';
  createdAt: string;
  updatedAt: string;
}

export interface LoginResponse {
  token: string;
}

export interface DashboardTotals {
  totalDoctors: number;
  totalAppointments: number;
  totalTimeSlots: number;
  totalUsers: number;
  totalServices: number;
}

export interface Doctor {
  id: number;
  name: string;
  specialization: string;
  email: string;
  mobile: string;
  gender: 'male' | 'female' | 'other';
  status: boolean;
}

/** SPEC §3 time slot: instants as ISO strings. */
export interface TimeSlot {
  id: number;
  start_time: string;
  end_time: string;
  is_booked: boolean;
  status: boolean;
  doctor: { name: string };
}

/** POST /v1/time-slots/generate. */
export interface TimeSlotGenerationResult {
  created: number;
  /** Slots not made because they overlap the doctor's existing slots or have already begun. */
  skipped: number;
}
