import type { Gender } from '../../lib/domain/people';
import type { CoursePhase, TimeOfDay } from '../../lib/domain/resources';
import type { Transaction } from '../kernel/db/database';
import { rooms, therapies, therapistSkills, users, workingHours } from '../kernel/db/schema';
import { saveCourseTemplate } from '../practice';

type TherapyRow = typeof therapies.$inferInsert;

const LIGHT_MEAL = {
  preInstructionsEn: 'Eat a light meal at least two hours before, and wear loose clothes you do not mind oil on.',
  preInstructionsHi: 'कम से कम दो घंटे पहले हल्का भोजन करें, और ढीले कपड़े पहनें जिन पर तेल लगने से आपको आपत्ति न हो।',
  preInstructionsGu: 'ઓછામાં ઓછા બે કલાક પહેલાં હળવું ભોજન લો, અને એવાં ઢીલાં કપડાં પહેરો જેના પર તેલ લાગે તો વાંધો ન હોય.',
};
const EMPTY_STOMACH = {
  preInstructionsEn: 'Come on an empty stomach, having eaten nothing since the night before, unless the doctor says otherwise.',
  preInstructionsHi: 'खाली पेट आएँ, पिछली रात के बाद कुछ न खाएँ, जब तक डॉक्टर कुछ और न कहें।',
  preInstructionsGu: 'ખાલી પેટે આવો, આગલી રાત પછી કંઈ ન ખાવું, સિવાય કે ડૉક્ટર બીજું કહે.',
};

/**
 * The therapies of the clinic's Panchakarma wing (issue 47): purvakarma (snehana, swedana),
 * pradhanakarma (vamana, virechana, basti, nasya, raktamokshana) and the local therapies.
 */
export const therapyCatalogue: TherapyRow[] = [
  { nameEn: 'Snehapana', nameHi: 'स्नेहपान', nameGu: 'સ્નેહપાન', minutes: 15, therapistsNeeded: 1, fitting: null, ...EMPTY_STOMACH },
  { nameEn: 'Abhyanga', nameHi: 'अभ्यंग', nameGu: 'અભ્યંગ', minutes: 60, therapistsNeeded: 2, fitting: 'droni', ...LIGHT_MEAL },
  { nameEn: 'Udvartana', nameHi: 'उद्वर्तन', nameGu: 'ઉદ્વર્તન', minutes: 45, therapistsNeeded: 2, fitting: 'droni', ...LIGHT_MEAL },
  { nameEn: 'Bashpa Swedana', nameHi: 'बाष्प स्वेदन', nameGu: 'બાષ્પ સ્વેદન', minutes: 20, therapistsNeeded: 1, fitting: 'steam-chamber', ...LIGHT_MEAL },
  { nameEn: 'Shirodhara', nameHi: 'शिरोधारा', nameGu: 'શિરોધારા', minutes: 45, therapistsNeeded: 1, fitting: 'dhara-stand', ...LIGHT_MEAL },
  { nameEn: 'Vamana', nameHi: 'वमन', nameGu: 'વમન', minutes: 120, therapistsNeeded: 2, fitting: 'treatment-table', ...EMPTY_STOMACH },
  { nameEn: 'Virechana', nameHi: 'विरेचन', nameGu: 'વિરેચન', minutes: 60, therapistsNeeded: 1, fitting: 'treatment-table', ...EMPTY_STOMACH },
  { nameEn: 'Anuvasana Basti', nameHi: 'अनुवासन बस्ति', nameGu: 'અનુવાસન બસ્તિ', minutes: 30, therapistsNeeded: 1, fitting: 'basti-bed', ...LIGHT_MEAL },
  { nameEn: 'Niruha Basti', nameHi: 'निरूह बस्ति', nameGu: 'નિરૂહ બસ્તિ', minutes: 45, therapistsNeeded: 1, fitting: 'basti-bed', ...EMPTY_STOMACH },
  { nameEn: 'Nasya', nameHi: 'नस्य', nameGu: 'નસ્ય', minutes: 30, therapistsNeeded: 1, fitting: 'treatment-table', ...LIGHT_MEAL },
  { nameEn: 'Kati Basti', nameHi: 'कटि बस्ति', nameGu: 'કટિ બસ્તિ', minutes: 45, therapistsNeeded: 1, fitting: 'treatment-table', ...LIGHT_MEAL },
  { nameEn: 'Raktamokshana', nameHi: 'रक्तमोक्षण', nameGu: 'રક્તમોક્ષણ', minutes: 45, therapistsNeeded: 1, fitting: 'treatment-table', ...LIGHT_MEAL },
];

/** Five rooms: every fitting a therapy above needs is in at least one of them. */
export const clinicRooms: (typeof rooms.$inferInsert)[] = [
  { name: 'Abhyanga Room 1', fittings: ['droni', 'treatment-table'] },
  { name: 'Abhyanga Room 2', fittings: ['droni'] },
  { name: 'Swedana Room', fittings: ['steam-chamber'] },
  { name: 'Shirodhara Room', fittings: ['dhara-stand', 'treatment-table'] },
  { name: 'Basti Room', fittings: ['basti-bed', 'treatment-table'] },
];

type Day = [CoursePhase, TimeOfDay, ...string[]];
const days = (count: number, day: Day): Day[] => Array.from({ length: count }, () => day);
const OLEATION: Day = ['purvakarma', 'morning', 'Snehapana', 'Abhyanga', 'Bashpa Swedana'];
const MASSAGE_AND_STEAM: Day = ['purvakarma', 'morning', 'Abhyanga', 'Bashpa Swedana'];

/**
 * Three courses: a 7-day Panchakarma around virechana, a 14-day one around a course of basti
 * (anuvasana and niruha alternating, each after abhyanga and swedana), and a 5-day Shirodhara.
 */
const courseTemplates: { name: { en: string; hi: string; gu: string }; pricePaise: number; plan: Day[] }[] = [
  {
    name: { en: '7-day Panchakarma (Virechana)', hi: '7 दिन का पंचकर्म (विरेचन)', gu: '7 દિવસનું પંચકર્મ (વિરેચન)' },
    pricePaise: 2_100_000,
    plan: [
      ...days(3, OLEATION),
      MASSAGE_AND_STEAM,
      ['pradhanakarma', 'morning', 'Virechana'],
      ...days(2, ['paschatkarma', 'afternoon', 'Shirodhara']),
    ],
  },
  {
    name: { en: '14-day Panchakarma (Basti)', hi: '14 दिन का पंचकर्म (बस्ति)', gu: '14 દિવસનું પંચકર્મ (બસ્તિ)' },
    pricePaise: 4_200_000,
    plan: [
      ...days(3, MASSAGE_AND_STEAM),
      ...Array.from({ length: 8 }, (_, i): Day => [
        'pradhanakarma',
        'morning',
        'Abhyanga',
        'Bashpa Swedana',
        i % 2 === 0 ? 'Anuvasana Basti' : 'Niruha Basti',
      ]),
      ...days(3, ['paschatkarma', 'morning', 'Nasya']),
    ],
  },
  {
    name: { en: '5-day Shirodhara', hi: '5 दिन की शिरोधारा', gu: '5 દિવસની શિરોધારા' },
    pricePaise: 750_000,
    plan: days(5, ['pradhanakarma', 'afternoon', 'Shirodhara']),
  },
];

/**
 * Four therapists, two women and two men, so a patient of either gender can be given every
 * therapy, and the ones given by two in synchrony (abhyanga, udvartana, vamana) by two of theirs.
 */
export const clinicTherapists: { name: string; email: string; gender: Gender; therapies: string[] }[] = [
  {
    name: 'Lakshmi Nair',
    email: 'lakshmi.nair@ayurvedaclinic.in',
    gender: 'female',
    therapies: ['Snehapana', 'Abhyanga', 'Udvartana', 'Bashpa Swedana', 'Shirodhara', 'Vamana', 'Nasya', 'Kati Basti'],
  },
  {
    name: 'Savita Patel',
    email: 'savita.patel@ayurvedaclinic.in',
    gender: 'female',
    therapies: ['Snehapana', 'Abhyanga', 'Udvartana', 'Bashpa Swedana', 'Vamana', 'Virechana', 'Anuvasana Basti', 'Niruha Basti', 'Raktamokshana'],
  },
  {
    name: 'Ramesh Pillai',
    email: 'ramesh.pillai@ayurvedaclinic.in',
    gender: 'male',
    therapies: ['Snehapana', 'Abhyanga', 'Udvartana', 'Bashpa Swedana', 'Vamana', 'Virechana', 'Anuvasana Basti', 'Niruha Basti'],
  },
  {
    name: 'Harish Vaghela',
    email: 'harish.vaghela@ayurvedaclinic.in',
    gender: 'male',
    therapies: ['Abhyanga', 'Udvartana', 'Bashpa Swedana', 'Shirodhara', 'Vamana', 'Nasya', 'Kati Basti', 'Raktamokshana'],
  },
];

/**
 * A seeded therapist has no password anyone knows (the seed may run on a real database): no
 * scrypt hash matches this, so the login is refused until staff set a password on the therapist's
 * screen or the therapist sets one through "Forgot password".
 */
const NO_PASSWORD_YET = '!unset';

/**
 * The wing works every day, Sunday (0) included: a course's days follow one another without a
 * break (a Virechana course cannot pause for a weekend), so any seven days in a row can be planned.
 */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** Therapists work 08:00–17:00; the rooms open half an hour before and close an hour after. */
const weekOf = (startMinute: number, endMinute: number) => EVERY_DAY.map((weekday) => ({ weekday, startMinute, endMinute }));
const THERAPIST_WEEK = weekOf(8 * 60, 17 * 60);
const ROOM_WEEK = weekOf(7 * 60 + 30, 18 * 60);

/** The Panchakarma wing's catalogue, rooms, therapists and courses, in the demo seed's transaction. */
export async function seedPanchakarmaWing(tx: Transaction): Promise<void> {
  const inserted = await tx.insert(therapies).values(therapyCatalogue).returning({ id: therapies.id, name: therapies.nameEn });
  const insertedRooms = await tx.insert(rooms).values(clinicRooms).returning({ id: rooms.id });
  const therapyId = (name: string) => inserted.find((therapy) => therapy.name === name)!.id;
  const therapists = await tx
    .insert(users)
    .values(clinicTherapists.map(({ name, email, gender }) => ({ name, email, gender, role: 'therapist' as const, passwordHash: NO_PASSWORD_YET })))
    .returning({ id: users.id });
  await tx
    .insert(therapistSkills)
    .values(therapists.flatMap(({ id }, i) => clinicTherapists[i]!.therapies.map((name) => ({ userId: id, therapyId: therapyId(name) }))));
  await tx
    .insert(workingHours)
    .values([
      ...therapists.flatMap(({ id }) => THERAPIST_WEEK.map((span) => ({ resourceKind: 'therapist' as const, resourceId: id, ...span }))),
      ...insertedRooms.flatMap(({ id }) => ROOM_WEEK.map((span) => ({ resourceKind: 'room' as const, resourceId: id, ...span }))),
    ]);
  for (const { name, pricePaise, plan } of courseTemplates) {
    const steps = plan.flatMap(([phase, timeOfDay, ...names], dayOffset) =>
      names.map((therapy) => ({ phase, dayOffset, timeOfDay, therapyId: therapyId(therapy) })),
    );
    await saveCourseTemplate(tx, { name, days: plan.length, pricePaise, steps, status: true });
  }
}
