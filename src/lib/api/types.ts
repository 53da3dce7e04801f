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

export interface Recipe {
  id: number;
  name: string;
  /** One ingredient per line. */
  ingredients: string;
  /** Rich-text HTML. */
  preparation: string;
  /** Rich-text HTML. */
  benefits: string | null;
  image_url: string | null;
  status: boolean;
  createdAt: string;
  updatedAt: string;
}
