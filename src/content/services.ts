/** Shared call to action of the service and diet plan pages (SPEC §2: Book Appointment). */
export const bookAppointmentCta = {
  title: 'Ready to begin?',
  text: 'Book a video or call consultation and get a plan made for you.',
  label: 'Book Appointment',
  href: '/book-appointment',
};

/** Copy of the Services index (SPEC §2: five cards). */
export const servicesPage = {
  title: 'Our Services',
  description:
    'Ayurveda services online: personalized consultation, Panchakarma, Garbhasanskar prenatal care, diet plans and lifestyle advice, workshops and classes.',
  intro:
    'From a first consultation to a full Panchakarma programme, every service starts with understanding your constitution and your health goals.',
  learnMore: 'Learn More',
  fee: (amount: string) => `Fee: ${amount}`,
};

export const serviceCards = [
  {
    icon: 'leaf',
    title: 'Personalized Consultation',
    description:
      'A one-to-one assessment of your prakriti, pulse history, digestion and lifestyle, with herbal medicines and a routine made for you.',
    href: '/services/personalized-consultation',
  },
  {
    icon: 'drop',
    title: 'Panchakarma',
    description: 'The five classical cleansing therapies, with preparation, the main procedure and a recovery diet planned by our specialist.',
    href: '/services/panchakarma',
  },
  {
    icon: 'lotus',
    title: 'Garbhasanskar',
    description: 'Ayurvedic prenatal care month by month: diet, gentle exercise, music and meditation for mother and baby.',
    href: '/services/garbhasanskar',
  },
  {
    icon: 'bowl',
    title: 'Diet Plans & Lifestyle',
    description: 'Food and daily routines (dinacharya) that suit your dosha and your condition, with seasonal adjustments and simple recipes.',
    href: '/diet-plans',
  },
  {
    icon: 'group',
    title: 'Workshop & Classes',
    description: 'Small online groups on Ayurvedic cooking, seasonal routines, yoga for digestion and home remedies for the family.',
    href: '/workshops',
  },
];

/** Personalized Consultation page with its 10 specialities (SPEC §2). */
export const consultationPage = {
  title: 'Personalized Consultation',
  description:
    'A personalized Ayurveda consultation by video or call: prakriti assessment, herbal treatment, diet and routine for digestive, joint, skin, hormonal and lifestyle conditions.',
  intro:
    'Ayurveda treats the person, not only the disease. In your consultation the doctor studies your constitution (prakriti), the present imbalance (vikriti), your digestion, sleep, stress and daily habits, and then prescribes medicines, diet and routine that fit you.',
  stepsTitle: 'How your consultation works',
  steps: [
    'Share your history, reports and current medicines before the call.',
    'A 30-minute video or phone consultation with your doctor.',
    'A written plan: herbal medicines, diet, daily routine and yoga.',
    'Follow-ups to review progress and adjust the treatment.',
  ],
  specialitiesTitle: 'Our Specialities',
  specialities: [
    {
      title: 'Digestive Disorders',
      text: 'Acidity, bloating, IBS, constipation and weak appetite, treated by restoring agni (digestive fire) with diet and herbs.',
    },
    {
      title: 'Joint and Back Pain',
      text: 'Osteoarthritis, rheumatoid arthritis, cervical and lumbar spondylosis and sciatica, with internal medicines, oils and exercises.',
    },
    { title: 'Skin Conditions', text: 'Eczema, psoriasis, acne and urticaria, addressed through blood purification, diet and pitta-balancing care.' },
    { title: 'Women’s Health', text: 'Irregular or painful periods, PCOS, thyroid imbalance and menopause symptoms, with gentle hormonal support.' },
    {
      title: 'Fertility Support',
      text: 'Preconception care for both partners to strengthen reproductive tissue (shukra dhatu) and improve the chances of conception.',
    },
    {
      title: 'Diabetes and Metabolic Health',
      text: 'Blood sugar, weight and cholesterol management through diet, activity and herbs alongside your existing medicines.',
    },
    {
      title: 'Stress, Anxiety and Sleep',
      text: 'Calming vata with routine, herbal support such as ashwagandha and brahmi, breathing practices and sleep hygiene.',
    },
    {
      title: 'Respiratory Allergies',
      text: 'Recurrent colds, sinusitis, allergic rhinitis and asthma tendencies, with kapha-balancing diet and seasonal care.',
    },
    { title: 'Hair and Scalp Care', text: 'Hair fall, premature greying and dandruff, treated from within and with medicated oils.' },
    { title: 'Child Health', text: 'Low immunity, poor appetite and frequent infections in children, with gentle, child-safe formulations.' },
  ],
};

/** Panchakarma page: 5 main procedures and 5 specialities (SPEC §2). */
export const panchakarmaPage = {
  title: 'Panchakarma',
  description:
    'Panchakarma, the five Ayurvedic cleansing therapies: Vamana, Virechana, Basti, Nasya and Raktamokshana, planned and supervised by our Panchakarma specialist.',
  intro:
    'Panchakarma means “five actions”: the classical therapies that loosen accumulated toxins (ama) and aggravated doshas and remove them from the body. Each programme starts with preparation (purvakarma: internal oleation with medicated ghee, massage and sweating), continues with the main procedure, and ends with a graded recovery diet (samsarjana krama) that rebuilds digestion.',
  proceduresTitle: 'The Five Main Procedures',
  procedures: [
    {
      name: 'Vamana',
      subtitle: 'Therapeutic emesis',
      text: 'Removes excess kapha from the chest and stomach. Used for chronic cough, asthma, allergies, psoriasis and obesity. Done in the early morning under close supervision.',
    },
    {
      name: 'Virechana',
      subtitle: 'Therapeutic purgation',
      text: 'Clears excess pitta from the liver and small intestine with herbal laxatives. Helpful in acidity, skin diseases, jaundice history and migraine.',
    },
    {
      name: 'Basti',
      subtitle: 'Medicated enema',
      text: 'Considered the most important therapy for vata. Decoctions and medicated oils are given as a course for arthritis, back pain, constipation and neurological complaints.',
    },
    {
      name: 'Nasya',
      subtitle: 'Nasal administration',
      text: 'Medicated oils or powders through the nose cleanse the head and neck region. Used for sinusitis, headaches, hair fall and some sleep problems.',
    },
    {
      name: 'Raktamokshana',
      subtitle: 'Bloodletting',
      text: 'Controlled removal of a small quantity of blood, classically by leech therapy, for localized skin diseases, gout and non-healing wounds.',
    },
  ],
  specialitiesTitle: 'Our Panchakarma Specialities',
  specialities: [
    { title: 'Seasonal Detox', text: 'Virechana in autumn and Vamana in spring, timed to the season when the doshas naturally accumulate.' },
    { title: 'Joint and Spine Care', text: 'Basti courses with Kati Basti and Janu Basti (warm oil pooling) for back and knee pain.' },
    { title: 'Skin Renewal', text: 'Virechana and Raktamokshana programmes for chronic psoriasis, eczema and acne.' },
    { title: 'Stress and Sleep', text: 'Shirodhara (a steady stream of warm oil on the forehead) and Nasya to calm the nervous system.' },
    { title: 'Preconception Cleansing', text: 'Gentle cleansing for couples planning a pregnancy, followed by rejuvenating (rasayana) care.' },
  ],
  safetyNote:
    'Panchakarma is planned only after an assessment of your strength, age and health. Main procedures are carried out at a partner centre under medical supervision; the online consultation covers planning, preparation and recovery.',
};

/** Issue 47: the course the clinic's own Panchakarma wing sells, on the Panchakarma page. */
export const panchakarmaCourse = {
  title: 'The Panchakarma course at our clinic',
  intro:
    'At our clinic Panchakarma is one course of 7 to 21 days, planned for you by the doctor and paid for as one package. Every session is given by trained therapists in a room fitted for it.',
  price: (range: string) => `A course costs ${range}, depending on how many days it lasts and which therapies it holds.`,
  stepsTitle: 'How the course runs',
  steps: [
    {
      title: 'Assessment',
      text: 'The doctor examines you (your pulse, digestion, strength and health) and decides whether Panchakarma suits you now, which course and from which day.',
    },
    {
      title: 'Purvakarma: preparation',
      text: 'Some days of medicated ghee taken in the morning (snehapana), warm-oil massage (abhyanga) and herbal steam (swedana) that loosen the doshas.',
    },
    {
      title: 'Pradhanakarma: the main procedure',
      text: 'The cleansing chosen for you, such as virechana or a course of basti, given under the doctor’s supervision.',
    },
    {
      title: 'Paschatkarma: recovery',
      text: 'A graded diet and gentle therapies such as shirodhara or nasya that rebuild digestion and strength.',
    },
  ],
  dayTitle: 'What a day looks like',
  day: [
    'Come 15 minutes before your first session. My appointments shows every day of your course: each session’s time and what to do before it.',
    'Sessions run in a set order, often two or three a day, from 15 minutes to two hours each.',
    'Rest between and after sessions, eat the light meals the doctor advises, and avoid cold water, travel and late nights.',
  ],
  bringTitle: 'What to bring',
  bring: [
    'Loose, comfortable clothes you do not mind oil on, and a change of clothes',
    'A towel and slippers',
    'Your reports and the medicines you take',
  ],
  bookTitle: 'Start with the assessment',
  bookText: 'Book the assessment consultation with our Panchakarma doctor; your course is planned and priced after it.',
  bookLabel: 'Book the assessment consultation',
};
