import { site } from './site';

/** Copy of the home page (SPEC §2 Home). */
export const homePage = {
  title: site.name,
  description:
    'Book an online Ayurveda consultation by video or call with doctors trained in Jamnagar. Personalized treatment, Panchakarma guidance, Garbhasanskar and diet plans.',
  hero: {
    eyebrow: 'Authentic Ayurveda, wherever you are',
    headline: 'Heal naturally with personalized Ayurveda care',
    text: 'Consult experienced Ayurveda doctors trained in Jamnagar from home. We look at your constitution, digestion, sleep and daily routine, then build a treatment and diet plan that fits your life.',
    cta: 'Book an Appointment',
    /** SPEC §2: the hero button uses the relative route. */
    ctaHref: 'book-appointment',
    perks: [
      { icon: 'video', title: 'Video Consultation', text: 'Face-to-face guidance with your doctor over a secure video call.' },
      { icon: 'phone', title: 'Call Consultation', text: 'Prefer to talk? Consult by phone at a time that suits you.' },
    ],
  },
  services: {
    title: 'Our Services',
    intro: 'Classical Ayurveda, adapted to your constitution and your stage of life.',
    learnMore: 'Learn More',
  },
  testimonials: {
    title: 'What Our Patients Say',
    intro: 'Stories from patients who consulted our doctors online.',
  },
  contact: {
    title: 'Contact Us',
    intro: 'Have a question about a treatment or your first consultation? Send us a message and our team will reply within one working day.',
    alternatives: 'You can also reach us directly:',
    callLabel: 'Call',
    mailLabel: 'E-mail',
  },
};

/** The three service cards of the home page; their links use SPEC §2's spelling. */
export const homeServiceCards = [
  {
    icon: 'leaf',
    titleHtml: 'Personalized <span>Consultation</span>',
    label: 'Personalized Consultation',
    description:
      'A detailed assessment of your prakriti (constitution) and current imbalance, followed by herbal medicines, diet and a daily routine made for you.',
    href: '/services/personalized-consultation',
  },
  {
    icon: 'drop',
    titleHtml: 'Panchakarma <span>Detox</span>',
    label: 'Panchakarma',
    description: 'The five classical cleansing therapies, planned and supervised by our Panchakarma specialist to clear deep-rooted toxins (ama).',
    href: '/services/panchkarma',
  },
  {
    icon: 'lotus',
    titleHtml: 'Garbhasanskar <span>Care</span>',
    label: 'Garbhasanskar',
    description:
      'Month-by-month Ayurvedic care for expectant mothers: nourishing diet, gentle exercise and practices for a calm mind and a healthy baby.',
    href: '/services/garbhasanskar',
  },
];

/** The shared About section on the home page (SPEC §2). */
export const aboutSection = {
  title: 'About Our Clinic',
  text: 'Our doctors trained at the Ayurveda institute in Jamnagar, one of India’s leading centres for Ayurvedic education and research. We combine the classical texts with modern diagnostics to treat the root cause of illness, not only its symptoms, and we stay with you through every step of recovery.',
  readMore: 'Read More',
  readMoreHidden: ' about our clinic',
  href: '/about',
};
