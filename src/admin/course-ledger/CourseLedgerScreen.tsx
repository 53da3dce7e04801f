import { useParams } from 'react-router';
import { BackLink } from '../components/BackLink';
import { CourseLedgerPanel } from './CourseLedgerPanel';

/** /admin/courses/:id/ledger: the course's payment and sessions, linked from the course's page. */
export function CourseLedgerScreen() {
  const id = Number(useParams().id);
  return (
    <section className="admin-page">
      {Number.isInteger(id) && id > 0 && <BackLink to={`/admin/courses/${id}`}>The course</BackLink>}
      <h1>Course {Number.isInteger(id) && id > 0 ? id : ''}</h1>
      {Number.isInteger(id) && id > 0 ? <CourseLedgerPanel courseId={id} /> : <p role="alert">Course not found</p>}
    </section>
  );
}
