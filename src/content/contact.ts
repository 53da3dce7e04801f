import { site } from './site';

/** Copy of the Contact Us page (SPEC §2 Contact Us). */
export const contactPage = {
  title: 'Contact Us',
  description: 'Contact our Ayurveda clinic: send a message, call or e-mail us about consultations, Panchakarma, Garbhasanskar or diet plans.',
  intro: 'We are happy to answer questions about treatments, consultations and bookings.',
  formTitle: 'Get in Touch',
  formIntro: 'Fill in the form and we will reply within one working day.',
  callUs: {
    title: 'Call Us',
    text: 'Monday to Saturday, 10 am to 1 pm and 4 pm to 7 pm (India time).',
    linkText: site.phone,
    href: site.phoneHref,
  },
  visitUs: {
    title: 'Visit Us',
    hoursTitle: 'Consultation hours',
    address: site.address,
    hours: site.hours,
  },
  mailUs: {
    title: 'Mail Us',
    text: 'Write to us any time; we answer every message.',
    linkText: site.email,
    href: site.emailHref,
  },
};

/** Labels of the contact form island (SPEC §4, §5). */
export const contactFormLabels = {
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile (optional)',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send Message',
  submitting: 'Sending Message...',
};

export type ContactFormLabels = typeof contactFormLabels;
