export { CLINIC_DETAILS_ENV } from './clinic-settings/clinic-details-env';
export { SETTINGS_ID, clinicPlace, readClinicSettings } from './clinic-settings/clinic-settings';
export { assertDoctorOffersService } from './doctors/doctor-offers-service';
export { assertServiceOffersMode } from './services/service-modes';
export { availableSlotResponse } from './time-slots/responses';
export { availableSlots } from './time-slots/available-slots';
export { clinicSettingsRoutes } from './clinic-settings/routes';
export { currentIntakeForm, ensureIntakeForm, toIntakeFormJson } from './intake-forms/intake-form';
export { doctorsRoutes } from './doctors/routes';
export { intakeFormResponse } from './intake-forms/responses';
export { loadClinicHeader } from './clinic-settings/clinic-header';
export { courseTemplatesRoutes } from './course-templates/routes';
export { saveCourseTemplate } from './course-templates/course-templates';
export { recipesRoutes } from './recipes/routes';
export { roomsRoutes } from './rooms/routes';
export { therapiesRoutes } from './therapies/routes';
export { therapistsRoutes } from './therapists/routes';
export {
  activeRooms,
  activeTherapists,
  onLeave,
  resourceCalendar,
  resourceKey,
  workingWindows,
  type ActiveRoom,
  type ActiveTherapist,
  type LeaveRange,
  type ResourceCalendar,
  type WorkingWindow,
} from './resource-calendar/resource-calendar';
export { resourceLeaveRoutes } from './resource-leave/routes';
export { sanitizeRecipeHtml } from './recipes/sanitize-recipe-html';
export { servicesRoutes } from './services/routes';
export { teamRoutes } from './doctors/team-routes';
export { timeSlotsRoutes } from './time-slots/routes';
export { type DoctorAppointment } from './doctors/responses';
export { doctorLeaveOverlaps, instant, isDoctorAway, leaveEndsAt, leaveStartsAt } from './resource-leave/doctor-away';
