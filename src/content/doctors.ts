export interface Doctor {
  name: string;
  qualification: string;
  specialty: string;
  /** Short profile for the About page's Meet Our Team cards. */
  bio: string;
  email: string;
  mobile: string;
  gender: 'male' | 'female' | 'other';
  /** State board registration (India's telemedicine guidelines ask for it on the website). */
  registrationNumber: string;
  /** Services this doctor offers, by name, besides those every doctor offers. */
  services: readonly string[];
}

/** Services every doctor offers. */
export const servicesAllDoctorsOffer = ['Personalized Consultation', 'Diet Plans & Lifestyle', 'Workshop & Classes'] as const;

/** The clinic's three doctors, trained at the Ayurveda institute in Jamnagar (SPEC §2 About). */
export const doctors: Doctor[] = [
  {
    name: 'Dr. Meera Joshi',
    qualification: 'BAMS, MS (Ayu) Prasuti Tantra & Stri Roga, Jamnagar',
    specialty: 'Gynecology and Fertility',
    bio: 'Guides women through menstrual health, PCOS, fertility care and Garbhasanskar, from preconception to postnatal recovery.',
    email: 'meera.joshi@ayurvedaclinic.in',
    mobile: '919824011001',
    gender: 'female',
    registrationNumber: 'GBAUSM/G-21874',
    services: ['Garbhasanskar'],
  },
  {
    name: 'Dr. Arjun Trivedi',
    qualification: 'BAMS, MD (Ayu) Kayachikitsa, Jamnagar',
    specialty: 'General Medicine',
    bio: 'Treats digestive, metabolic, joint and skin conditions with personalized herbal care, diet and daily routine.',
    email: 'arjun.trivedi@ayurvedaclinic.in',
    mobile: '919824011002',
    gender: 'male',
    registrationNumber: 'GBAUSM/G-19532',
    services: [],
  },
  {
    name: 'Dr. Kavya Pandya',
    qualification: 'BAMS, MD (Ayu) Panchakarma, Jamnagar',
    specialty: 'Panchakarma',
    bio: 'Plans and supervises Panchakarma detoxification, from preparatory oleation to the main procedures and recovery diet.',
    email: 'kavya.pandya@ayurvedaclinic.in',
    mobile: '919824011003',
    gender: 'female',
    registrationNumber: 'GBAUSM/G-23106',
    services: ['Panchakarma'],
  },
];
