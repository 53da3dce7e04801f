/** The public Workshops & Classes page (issue 48): what the clinic's classes are and how a seat is booked. */
export const workshopsPage = {
  title: 'Workshops & Classes',
  description:
    'Ayurveda classes and workshops in Jamnagar and online: Garbhasanskar, yoga for arthritis, Ayurvedic cooking. See the sessions to come, the seats left and book a seat.',
  intro:
    'Learn Ayurveda with our doctors and therapists in small groups: at the clinic’s yoga hall or online from home. Each session has a limited number of seats, so every participant gets attention.',
  aboutTitle: 'How the classes work',
  about: [
    { title: 'Small groups', text: 'In-person and online seats are counted apart and never oversold: when a session shows a seat, it is there.' },
    {
      title: 'Taught by our clinicians',
      text: 'Each class is led by one of the clinic’s doctors or therapists, in simple language with time for questions.',
    },
    { title: 'One session or the whole series', text: 'Some classes meet weekly; book one session, or the whole series where the class offers it.' },
  ],
  sessionsTitle: 'Sessions to come',
  bookingNote:
    'To book, verify your mobile number with a one-time code and pay as for an appointment. A seat is yours once paid; it is held for you for 10 minutes while you pay.',
};
