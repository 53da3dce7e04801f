/** A receptionist's login as staff see it (never the password). */
export interface Receptionist {
  id: number;
  name: string;
  email: string;
  active: boolean;
}
