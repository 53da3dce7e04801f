import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import type { CourseTemplate } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { recordIdFromState } from '../components/record-id-state';
import { useEditRecord } from '../components/useEditRecord';
import { adminApi } from '../session/session-store';
import { courseTemplateFormValues } from './course-template-form';
import { CourseTemplateForm } from './CourseTemplateForm';
import { useCourseTemplateForm } from './useCourseTemplateForm';
import { useTherapyOptions } from './useTherapyOptions';

/** Edit Course template: the id comes in navigation state; without one, back to the list. */
export function EditCourseTemplateScreen() {
  const navigate = useNavigate();
  const id = recordIdFromState(useLocation().state);
  const therapies = useTherapyOptions();
  const form = useCourseTemplateForm(async (template) => {
    await adminApi(`/v1/course-templates/${id}`, { method: 'PUT', body: template });
    toast.success('Course template updated.');
    void navigate('/admin/course-templates');
  });
  const template = useEditRecord(id, {
    load: (templateId, signal) => adminApi<CourseTemplate>(`/v1/course-templates/${templateId}`, { signal }),
    onLoaded: (loaded) => form.setValues(courseTemplateFormValues(loaded)),
    listPath: '/admin/course-templates',
    notFound: 'Course template not found or failed to fetch!',
  });

  return (
    <section className="admin-page">
      <BackLink to="/admin/course-templates">Back to Course templates</BackLink>
      <h1>Edit Course template</h1>
      {template ? (
        <CourseTemplateForm form={form} therapies={therapies} submitLabel="Update Course template" busyLabel="Updating Course template..." />
      ) : (
        <p>Loading...</p>
      )}
    </section>
  );
}
