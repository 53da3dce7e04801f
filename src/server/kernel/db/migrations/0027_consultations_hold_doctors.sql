-- Every appointment that still takes its doctor's time holds a reservation of it, as a booking now
-- does (docs/decisions/043): those not cancelled whose slot has not ended. Earliest booked first,
-- so where two existing appointments overlap (two slot rows of one doctor) the first keeps the
-- time and the later one is left without a reservation rather than failing the migration.
INSERT INTO "reservations" ("resource_kind", "resource_id", "starts_at", "ends_at", "purpose", "appointment_id")
SELECT 'doctor', "time_slots"."doctor_id", "time_slots"."start_time", "time_slots"."end_time", 'consultation', "appointments"."id"
FROM "appointments"
INNER JOIN "time_slots" ON "time_slots"."id" = "appointments"."slot_id"
WHERE "appointments"."status" <> 'cancelled'
  AND "time_slots"."end_time" > now()
  AND NOT EXISTS (SELECT 1 FROM "reservations" WHERE "reservations"."appointment_id" = "appointments"."id")
ORDER BY "appointments"."id"
ON CONFLICT DO NOTHING;
