import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireDesk } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { dashboardOperations } from './operations';
import { appointments, doctors, services, timeSlots, users } from '../../kernel/db/schema';
import { clinicNow } from '../../kernel/clock';

export const dashboardRoutes = new Hono<AppEnv>()
  .get('/', requireDesk, async (c) => {
    const db = c.var.db;
    const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    const [totalDoctors, totalAppointments, totalTimeSlots, totalUsers, totalServices] = await Promise.all([
      total(db.select({ n: count() }).from(doctors)),
      total(db.select({ n: count() }).from(appointments)),
      total(db.select({ n: count() }).from(timeSlots)),
      total(db.select({ n: count() }).from(users).where(eq(users.role, 'patient'))),
      total(db.select({ n: count() }).from(services)),
    ]);
    return c.json({ totalDoctors, totalAppointments, totalTimeSlots, totalUsers, totalServices });
  })
  // The clock is the server's: nothing the client sends moves "today".
  .get('/operations', requireDesk, async (c) => c.json(await dashboardOperations(c.var.db, clinicNow())));
