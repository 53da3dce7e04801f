import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { doctors as clinicDoctors, servicesAllDoctorsOffer } from '../../content/doctors';
import { initialServices } from '../../content/service-prices';
import { datesBetween, indiaDateOf, planSlots, weekdayOf } from '../../lib/time/clinic-time';
import type { Database, Transaction } from '../kernel/db/database';
import type { AppointmentStatus } from '../../lib/domain/appointments';
import { issueReceipt } from '../invoicing';
import { holdConsultation } from '../scheduling';
import { seedClasses } from './seed-classes';
import { seedDispensary, seedFinalisedPrescription } from './seed-dispensary';
import { seedPanchakarmaWing } from './seed-panchakarma';
import { appointments, contactQueries, doctorServices, doctors, payments, recipes, services, timeSlots, users } from '../kernel/db/schema';
import { clinicNow } from '../kernel/clock';

/** Clinic hours in India: a morning and an evening session, Monday to Saturday. */
const CLINIC_SESSIONS = [
  { dayStart: '10:00', dayEnd: '13:00' },
  { dayStart: '16:00', dayEnd: '19:00' },
];
const SLOT_MINUTES = 30;
const SEED_DAYS = 14;
const SUNDAY = 0;

const sampleRecipes = [
  {
    name: 'Moong Dal Khichdi',
    ingredients:
      '1/2 cup split yellow moong dal\n1/2 cup basmati rice\n1 tsp ghee\n1/2 tsp cumin seeds\n1/4 tsp turmeric\n1 pinch asafoetida (hing)\n1 tsp grated ginger\n4 cups water\nRock salt to taste',
    preparation:
      '<h2>Method</h2><ol><li>Wash the rice and moong dal together until the water runs clear, then soak for 20 minutes.</li><li>Warm the ghee, add cumin seeds and asafoetida, then the ginger.</li><li>Add the drained rice and dal, turmeric, salt and water.</li><li>Simmer covered for 25 to 30 minutes until soft and porridge-like.</li></ol>',
    benefits:
      '<p>Light to digest and <strong>balancing for all three doshas</strong>. The classic meal during Panchakarma and on days when digestion (agni) is weak.</p>',
    imageUrl: null,
  },
  {
    name: 'Golden Turmeric Milk',
    ingredients:
      '1 cup whole milk or almond milk\n1/2 tsp turmeric powder\n1 pinch black pepper\n1/4 tsp dry ginger powder\n1 pinch cardamom\n1 tsp jaggery (optional)',
    preparation:
      '<ol><li>Warm the milk with turmeric, ginger, pepper and cardamom.</li><li>Simmer gently for 5 minutes, stirring.</li><li>Take off the heat, let it cool slightly and stir in the jaggery.</li></ol>',
    benefits: '<p>Supports joints and sound sleep. Black pepper helps the body absorb curcumin. Best taken an hour before bed.</p>',
    imageUrl: null,
  },
  {
    name: 'Cumin Coriander Fennel Tea',
    ingredients: '1/2 tsp cumin seeds\n1/2 tsp coriander seeds\n1/2 tsp fennel seeds\n2 cups water',
    preparation:
      '<ol><li>Bring the water to a boil with the three seeds.</li><li>Simmer for 5 minutes, strain and sip warm through the day.</li></ol>',
    benefits: '<p>A gentle digestive that eases bloating and supports healthy <em>agni</em> without aggravating pitta.</p>',
    imageUrl: null,
  },
];

const sampleContactQueries = [
  {
    name: 'Ritu Desai',
    email: 'ritu.desai@example.com',
    mobile: '9876543210',
    subject: 'Garbhasanskar programme for second trimester',
    message: 'I am in my 16th week. Can I still join the Garbhasanskar programme, and is it available online?',
  },
  {
    name: 'Sanjay Mehta',
    email: 'sanjay.mehta@example.com',
    mobile: null,
    subject: 'General Inquiry',
    message: 'Do you offer Panchakarma consultations for chronic lower back pain?',
  },
  {
    name: 'Anita Rao',
    email: 'anita.rao@example.com',
    mobile: '9123456780',
    subject: 'Diet plan for arthritis',
    message: 'My mother has rheumatoid arthritis. Could you suggest a diet consultation?',
  },
];

/** Demo data for a fresh embedded database: the clinic's doctors, services and two weeks of slots. */
export async function seedDemoData(db: Database, now = clinicNow()): Promise<void> {
  await db.transaction(async (tx) => {
    const insertedDoctors = await tx
      .insert(doctors)
      .values(
        clinicDoctors.map(({ name, specialty, qualification, registrationNumber, email, mobile, gender }) => ({
          name,
          specialization: specialty,
          qualification,
          registrationNumber,
          email,
          mobile,
          gender,
        })),
      )
      .returning({ id: doctors.id });
    const insertedServices = await tx
      .insert(services)
      .values([...initialServices])
      .returning({ id: services.id, name: services.name });
    await tx
      .insert(doctorServices)
      .values(
        insertedDoctors.flatMap((doctor, i) =>
          insertedServices
            .filter((s) => [...servicesAllDoctorsOffer, ...clinicDoctors[i]!.services].includes(s.name))
            .map((s) => ({ doctorId: doctor.id, serviceId: s.id })),
        ),
      );

    const today = indiaDateOf(now);
    const lastDay = indiaDateOf(new Date(now.getTime() + SEED_DAYS * 86_400_000));
    const workDays = datesBetween(today, lastDay).filter((d) => weekdayOf(d) !== SUNDAY);
    const slots = CLINIC_SESSIONS.flatMap((session) => planSlots({ dates: workDays, ...session, slotMinutes: SLOT_MINUTES })).filter(
      (slot) => slot.startTime > now,
    );
    const insertedSlots = await tx
      .insert(timeSlots)
      .values(insertedDoctors.flatMap((doctor) => slots.map((slot) => ({ doctorId: doctor.id, ...slot }))))
      .returning({ id: timeSlots.id, doctorId: timeSlots.doctorId, startTime: timeSlots.startTime, endTime: timeSlots.endTime });

    await tx.insert(recipes).values(sampleRecipes);
    await seedPanchakarmaWing(tx);
    await seedClasses(
      tx,
      now,
      insertedDoctors.map((doctor) => doctor.id),
    );
    await seedDispensary(tx, now);
    await tx.insert(contactQueries).values(sampleContactQueries);
    await seedDemoAppointments(
      tx,
      now,
      insertedSlots.filter((slot) => slot.doctorId === insertedDoctors[0]!.id),
    );
  });
}

type DemoSlot = { id: number; doctorId: number; startTime: Date; endTime: Date };

/**
 * A demo patient with a paid consultation last week (completed) and one in two days (confirmed),
 * so the admin's appointments screen has something to show and reschedule on a fresh start; and
 * a second whose consultation yesterday still awaits its outcome (staff mark it completed or no-show).
 */
async function seedDemoAppointments(db: Transaction, now: Date, futureSlots: DemoSlot[]) {
  const upcoming = futureSlots.find((slot) => slot.startTime.getTime() > now.getTime() + 2 * 86_400_000);
  if (!upcoming) return;
  const [kavya, rohan] = await db
    .insert(users)
    .values([
      {
        name: 'Kavya Sharma',
        email: 'kavya.sharma@example.com',
        mobile: '+919812345678',
        gender: 'female',
        role: 'patient',
        phoneVerifiedAt: now,
        detailsConfirmedAt: now,
      },
      {
        name: 'Rohan Mehta',
        email: 'rohan.mehta@example.com',
        mobile: '+919812345679',
        gender: 'male',
        role: 'patient',
        phoneVerifiedAt: now,
        detailsConfirmedAt: now,
      },
    ])
    .returning({ id: users.id });
  const [service] = await db.select({ id: services.id, pricePaise: services.pricePaise }).from(services).limit(1);
  const pastSlotAt = async (daysAgo: number) => {
    const [planned] = planSlots({
      dates: [indiaDateOf(new Date(now.getTime() - daysAgo * 86_400_000))],
      dayStart: '10:00',
      dayEnd: '10:30',
      slotMinutes: SLOT_MINUTES,
    });
    const [slot] = await db
      .insert(timeSlots)
      .values({ doctorId: upcoming.doctorId, ...planned!, isBooked: true })
      .returning({ id: timeSlots.id, doctorId: timeSlots.doctorId, startTime: timeSlots.startTime, endTime: timeSlots.endTime });
    return slot!;
  };
  await db.update(timeSlots).set({ isBooked: true }).where(eq(timeSlots.id, upcoming.id));

  const visits: { patientId: number; slot: DemoSlot; status: AppointmentStatus; description: string }[] = [
    { patientId: kavya!.id, slot: await pastSlotAt(7), status: 'completed', description: 'Follow-up for acidity and poor sleep' },
    { patientId: kavya!.id, slot: upcoming, status: 'confirmed', description: 'Joint stiffness in the mornings' },
    { patientId: rohan!.id, slot: await pastSlotAt(1), status: 'confirmed', description: 'Recurring headaches and poor digestion' },
  ];
  for (const visit of visits) {
    const [appointment] = await db
      .insert(appointments)
      .values({
        userId: visit.patientId,
        slotId: visit.slot.id,
        serviceId: service!.id,
        time: visit.slot.startTime,
        status: visit.status,
        googleMeetLink: `https://meet.jit.si/ayurveda-clinic-${randomUUID()}`,
        description: visit.description,
      })
      .returning({ id: appointments.id });
    // Every seeded visit holds its doctor, as a booked one does (docs/decisions/043).
    await holdConsultation(db, appointment!.id, visit.slot);
    // The completed visit's finalised prescription, for the dispensary to dispense (issue 50).
    if (visit.status === 'completed') await seedFinalisedPrescription(db, appointment!.id, now);
    const reference = randomUUID().replace(/-/g, '').slice(0, 14);
    const [payment] = await db
      .insert(payments)
      .values({
        appointmentId: appointment!.id,
        userId: visit.patientId,
        slotId: visit.slot.id,
        serviceId: service!.id,
        description: visit.description,
        razorpayOrderId: `order_demo${reference}`,
        razorpayPaymentId: `pay_demo${reference}`,
        amountPaise: service!.pricePaise,
        status: 'completed',
      })
      .returning({ id: payments.id });
    // Every captured payment has its receipt (issue 30).
    await db.transaction((tx) => issueReceipt(tx, payment!.id, now));
  }
}

/** True when the database holds no clinic data yet (first start). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(doctors);
  return (row?.n ?? 0) === 0;
}
