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

export const socialLinks = [
  { label: 'Facebook', icon: 'facebook' },
  { label: 'Instagram', icon: 'instagram' },
  { label: 'YouTube', icon: 'youtube' },
] as const;

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
  rights: 'All rights reserved.',
};

/** The translation widget (SPEC §1): loaded only when the visitor asks for it. */
export const translateWidget = {
  button: 'Translate',
  pageLanguage: 'en',
  includedLanguages: 'en,gu,hi,es,fr',
  unavailable: 'Translation is unavailable right now. Please try again later.',
};
