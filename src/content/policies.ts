import {
  FULL_REFUND_MIN_HOURS,
  JOIN_OPENS_MINUTES_BEFORE,
  MAX_PATIENT_RESCHEDULES,
  PARTIAL_REFUND_PERCENT,
  RESCHEDULE_MIN_HOURS,
  SELF_SERVICE_CANCEL_MIN_HOURS,
  STAFF_CANCEL_REFUND_PERCENT,
} from '../lib/policy/appointment-policy';
import { site } from './site';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface Policy {
  slug: 'cancellation-refund' | 'privacy' | 'terms';
  title: string;
  description: string;
  intro: string;
  updated: string;
  sections: PolicySection[];
}

const contactLine = `Call ${site.phone} (Monday to Saturday, clinic hours) or write to ${site.email}.`;

/** The cancellation and refund policy: every number comes from the policy module the server enforces. */
export function cancellationRefundPolicy(): Policy {
  return {
    slug: 'cancellation-refund',
    title: 'Cancellation & Refund Policy',
    description: `How to cancel or move a consultation at ${site.name}, and what is refunded.`,
    intro: 'Plans change. Here is exactly what happens when you cancel or move a paid consultation.',
    updated: 'November 2026',
    sections: [
      {
        id: 'cancel',
        title: 'Cancelling your consultation',
        paragraphs: ['You can cancel from My appointments. What you get back depends on how long before the start you cancel:'],
        items: [
          `${FULL_REFUND_MIN_HOURS} hours or more before the start: a full refund.`,
          `Between ${SELF_SERVICE_CANCEL_MIN_HOURS} and ${FULL_REFUND_MIN_HOURS} hours before: a ${PARTIAL_REFUND_PERCENT}% refund.`,
          `Less than ${SELF_SERVICE_CANCEL_MIN_HOURS} hours before: the consultation can no longer be cancelled online. ${contactLine}`,
        ],
      },
      {
        id: 'reschedule',
        title: 'Moving your consultation',
        paragraphs: [
          `You can move a consultation to another free time up to ${RESCHEDULE_MIN_HOURS} hours before it starts, at most ${MAX_PATIENT_RESCHEDULES} times per booking. The price stays the same.`,
        ],
      },
      {
        id: 'clinic-cancels',
        title: 'If the clinic cancels',
        paragraphs: [
          `If we have to cancel (for example, a doctor is unwell), you get a ${STAFF_CANCEL_REFUND_PERCENT}% refund, whenever it happens, and we offer you another time first.`,
        ],
      },
      {
        id: 'refunds',
        title: 'How refunds reach you',
        paragraphs: [
          'Refunds go back to the card, UPI account or wallet you paid with, through our payment provider. Your bank usually shows them within 5 to 7 working days.',
          'If you paid but the time was taken by someone else while you paid, we refund you in full automatically.',
        ],
      },
      {
        id: 'missed',
        title: 'Joining on time',
        paragraphs: [
          `The video link opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before your time. For a phone consultation the doctor calls your verified mobile number. A consultation missed without cancelling is not refunded.`,
        ],
      },
    ],
  };
}

const privacyPolicy: Policy = {
  slug: 'privacy',
  title: 'Privacy Policy',
  description: `What personal data ${site.name} keeps, why, for how long, and how to ask for a copy or erasure.`,
  intro: `We keep only what we need to care for you, as the Digital Personal Data Protection Act, 2023 (DPDP Act) requires. ${site.name} is the data fiduciary for the data below.`,
  updated: 'November 2026',
  sections: [
    {
      id: 'what',
      title: 'What we keep',
      paragraphs: ['When you book or write to us, we keep:'],
      items: [
        'Your name, mobile number and, if you give them, your e-mail address and gender.',
        'What you tell us about your condition when you book, and the doctor’s consultation notes.',
        'Your appointments and payments (amount, status and the payment provider’s reference; never your card details, which stay with the payment provider).',
        'Messages you send through the contact form.',
      ],
    },
    {
      id: 'why',
      title: 'Why we keep it',
      paragraphs: [
        'To verify your mobile number, arrange and hold your consultation, let the doctor prepare, send you confirmations and reminders, take payment and refund it when the policy says so, and answer your questions. We do not sell your data or use it for advertising.',
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      items: [
        'Health records and consultation notes: 3 years after your last consultation, as Indian medical record guidance expects.',
        'Payment records: 8 years, as Indian tax law requires.',
        'Contact form messages: 1 year after we answer.',
        'One-time verification codes: until they expire, a few minutes.',
      ],
      paragraphs: [],
    },
    {
      id: 'who',
      title: 'Who else sees it',
      paragraphs: [
        'Only the doctor you book and the clinic staff who arrange your care. Our service providers process data on our behalf: the payment provider (payments), the SMS verification provider (one-time codes), the video meeting provider and our hosting and e-mail providers.',
      ],
    },
    {
      id: 'your-rights',
      title: 'A copy, a correction or erasure',
      paragraphs: [
        `You can ask for a summary of the data we hold about you, ask us to correct or complete it, or ask us to erase it (records the law requires us to keep are kept until that period ends). Write to ${site.email} from the e-mail address you gave us, or call ${site.phone}; we verify it is you with a code sent to your mobile and answer within 30 days.`,
        'On My appointments, once you have verified your mobile number, you can do this yourself: download everything we hold about you as one file, correct your name and e-mail, stop reminders, and ask for erasure. You see the date by which we carry the erasure out; afterwards we tell you what the law made us keep (receipts, health records) and until when.',
        'You may withdraw your consent at any time; it does not affect what was done before. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
    {
      id: 'grievance',
      title: 'Grievance officer',
      paragraphs: [
        `Our grievance officer is ${site.grievanceOfficer.name} of ${site.name}. Write to ${site.grievanceOfficer.email} or call ${site.grievanceOfficer.phone} about your data or these rights; we answer within 30 days.`,
      ],
    },
  ],
};

const termsOfUse: Policy = {
  slug: 'terms',
  title: 'Terms of Use',
  description: `The terms for booking and attending online consultations with ${site.name}.`,
  intro: 'By booking a consultation you agree to these terms.',
  updated: 'November 2026',
  sections: [
    {
      id: 'service',
      title: 'Our consultations',
      paragraphs: [
        'Consultations are given by registered Ayurveda practitioners, by video or phone, following India’s Telemedicine Practice Guidelines. Each doctor’s registration number is shown on our About page and when you book.',
        'An online consultation is not for emergencies. In an emergency, call 112 or go to the nearest hospital.',
      ],
    },
    {
      id: 'your-part',
      title: 'Your part',
      items: [
        'Give your real name and a mobile number you can answer; the doctor relies on what you tell us about your health.',
        'Be on time, somewhere quiet, with a working camera or phone.',
        'Do not record the consultation without the doctor’s consent.',
      ],
      paragraphs: [],
    },
    {
      id: 'payment',
      title: 'Payment',
      paragraphs: [
        'Prices are shown in Indian rupees, including taxes, before you pay. Payment is taken securely by our payment provider when you book. Cancellations, moves and refunds follow our Cancellation & Refund Policy.',
      ],
    },
    {
      id: 'advice',
      title: 'Medical advice',
      paragraphs: [
        'Ayurvedic advice complements, and does not replace, care from your own physician. Tell the doctor about any medicines you take, and do not stop a prescribed medicine without asking the doctor who prescribed it.',
      ],
    },
    {
      id: 'law',
      title: 'Governing law',
      paragraphs: ['These terms are governed by the laws of India; the courts of Jamnagar, Gujarat have jurisdiction.'],
    },
  ],
};

/** Every policy page, by its path segment under /policies. */
export const policies = (): Policy[] => [cancellationRefundPolicy(), privacyPolicy, termsOfUse];
