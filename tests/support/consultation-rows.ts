import { createAppointment, createDoctorAndService } from './clinic-rows';
import { type TestContext, createUser } from './test-app';

/** A doctor's login (role doctor) for the doctor record, with a bearer token. */
export const createDoctorLogin = (t: TestContext, doctorId: number) => createUser(t.db, 'doctor', { doctorId, passwordHash: 'unused-in-tests' });

/** A patient with a paid, confirmed appointment `hoursFromNow` ahead, its doctor (with a login) and service. */
export async function consultationCase(t: TestContext, options: { hoursFromNow?: number; serviceName?: string } = {}) {
  const { doctor, service } = await createDoctorAndService(t.db);
  const patient = await createUser(t.db, 'patient');
  const { appointment } = await createAppointment(t.db, {
    userId: patient.user.id,
    doctorId: doctor.id,
    serviceId: service.id,
    hoursFromNow: options.hoursFromNow ?? 48,
  });
  const doctorLogin = await createDoctorLogin(t, doctor.id);
  return { doctor, service, patient, appointment, doctorLogin };
}
