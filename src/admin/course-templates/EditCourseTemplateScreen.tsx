import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { CourseTemplate } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { recordIdFromState } from '../components/record-id-state';
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
  const [isLoaded, setIsLoaded] = useState(false);
  const form = useCourseTemplateForm(async (template) => {
    await adminApi(`/v1/course-templates/${id}`, { method: 'PUT', body: template });
    toast.success('Course template updated.');
    void navigate('/admin/course-templates');
  });
  const { setValues } = form;

  useEffect(() => {
    const controller = new AbortController();
    const leave = (message: string) => {
      toast.error(message);
      void navigate('/admin/course-templates', { replace: true });
    };
    if (id === null) return leave('No course template ID provided.');
    adminApi<CourseTemplate>(`/v1/course-templates/${id}`, { signal: controller.signal })
      .then((template) => {
        setValues(courseTemplateFormValues(template));
        setIsLoaded(true);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) leave(errorMessage(err, 'Course template not found or failed to fetch!'));
      });
    return () => controller.abort();
  }, [id, navigate, setValues]);

  return (
    <section className="admin-page">
      <BackLink to="/admin/course-templates">Back to Course templates</BackLink>
      <h1>Edit Course template</h1>
      {isLoaded ? (
        <CourseTemplateForm form={form} therapies={therapies} submitLabel="Update Course template" busyLabel="Updating Course template..." />
      ) : (
        <p>Loading...</p>
      )}
    </section>
  );
}
