import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { BackLink } from '../components/BackLink';
import { adminApi } from '../session/session-store';
import { CourseTemplateForm } from './CourseTemplateForm';
import { useCourseTemplateForm } from './useCourseTemplateForm';
import { useTherapyOptions } from './useTherapyOptions';

export function CreateCourseTemplateScreen() {
  const navigate = useNavigate();
  const therapies = useTherapyOptions();
  const form = useCourseTemplateForm(async (template) => {
    await adminApi('/v1/course-templates', { method: 'POST', body: template });
    toast.success('Course template added.');
    void navigate('/admin/course-templates');
  });
  return (
    <section className="admin-page">
      <BackLink to="/admin/course-templates">Back to Course templates</BackLink>
      <h1>Add Course template</h1>
      <CourseTemplateForm form={form} therapies={therapies} submitLabel="Add Course template" busyLabel="Adding Course template..." />
    </section>
  );
}
