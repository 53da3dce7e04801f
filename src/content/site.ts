import { policyPaths } from './policy-summary';

/** Clinic-wide copy and links used by the layout, navigation and footer. */
export const site = {
  name: 'Jamnagar Ayurveda Clinic',
  shortName: 'Ayurveda Clinic',
  tagline: 'Authentic Ayurveda consultations by doctors trained in Jamnagar',
  description:
    'Online Ayurveda consultations by doctors trained in Jamnagar: personalized consultation, Panchakarma, Garbhasanskar prenatal care and diet plans. Book a video or call appointment.',
  phone: '+91 98240 11000',
  phoneHref: 'tel:+919824011000',
  email: 'care@ayurvedaclinic.in',
  emailHref: 'mailto:care@ayurvedaclinic.in',
  /** The clinic's postal address, one line each. */
  address: ['Jamnagar Ayurveda Clinic, 2nd floor, Shanti Complex', 'Near Lal Bungalow, Pandit Nehru Marg', 'Jamnagar, Gujarat 361008, India'],
  /** Consultation hours, in India time. */
  /**
   * The grievance officer (DPDP Act 2023, s.8(10)) the privacy notice and policy name.
   * TODO(clinic settings): staff edit it once the settings record holds it (DESIGN.md).
   */
  grievanceOfficer: { name: 'The Clinic Manager', email: 'care@ayurvedaclinic.in', phone: '+91 98240 11000' },
  hours: ['Monday to Saturday: 10:00 AM – 1:00 PM and 4:00 PM – 7:00 PM IST', 'Sunday: closed'],
};

export const servicePages = [
  { label: 'Personalized Consultation', href: '/services/personalized-consultation' },
  { label: 'Panchakarma', href: '/services/panchakarma' },
  { label: 'Garbhasanskar', href: '/services/garbhasanskar' },
];

export const quickLinks = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'My Appointments', href: '/my-appointments' },
];

/** The clinic's social pages: an icon shows only once its URL is filled in (no links to nowhere). */
export const socialLinks: readonly { label: string; icon: 'facebook' | 'instagram' | 'youtube'; url: string | null }[] = [
  { label: 'Facebook', icon: 'facebook', url: null },
  { label: 'Instagram', icon: 'instagram', url: null },
  { label: 'YouTube', icon: 'youtube', url: null },
];

export const policyLinks = [
  { label: 'Cancellation & Refund Policy', href: policyPaths.cancellationRefund },
  { label: 'Privacy Policy', href: policyPaths.privacy },
  { label: 'Terms of Use', href: policyPaths.terms },
];

export const notFoundPage = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist or has moved.',
  homeLink: 'Go back home',
};

export const unauthorizedPage = {
  title: 'Access Denied',
  text: 'Your account does not have permission to open this page. Log in with an admin account to continue.',
  loginLink: 'Go to admin login',
  homeLink: 'Go back home',
};

/** Labels of the navigation bar (SPEC §2 Navigation). */
export const mainNav = {
  label: 'Main',
  menuButton: 'Menu',
  home: { label: 'Home', href: '/' },
  about: { label: 'About Us', href: '/about' },
  services: { label: 'Services', href: '/services' },
  dietPlans: { label: 'Diet Plans', href: '/diet-plans' },
  contact: { label: 'Contact Us', href: '/contact' },
  myAppointments: { label: 'My Appointments', href: '/my-appointments' },
  bookAppointment: { label: 'Book an Appointment', href: '/book-appointment' },
};

export const footerText = {
  quickLinks: 'Quick Links',
  services: 'Services',
  followUs: 'Follow Us',
  visitUs: 'Visit Us',
  hours: 'Hours',
  policies: 'Policies',
  registration: 'Registration No.',
  rights: 'All rights reserved.',
};

/** The translation widget (SPEC §1): loaded only when the visitor asks for it. */
export const translateWidget = {
  button: 'Translate',
  pageLanguage: 'en',
  includedLanguages: 'es,fr',
  unavailable: 'Translation is unavailable right now. Please try again later.',
};
