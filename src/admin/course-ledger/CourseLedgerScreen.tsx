import { useParams } from 'react-router';
import { CourseLedgerPanel } from './CourseLedgerPanel';

/** /admin/courses/:id/ledger: the course's payment and sessions on a page of their own, until the course view hosts the panel. */
export function CourseLedgerScreen() {
  const id = Number(useParams().id);
  return (
    <section className="admin-page">
      <h1>Course {Number.isInteger(id) && id > 0 ? id : ''}</h1>
      {Number.isInteger(id) && id > 0 ? <CourseLedgerPanel courseId={id} /> : <p role="alert">Course not found</p>}
    </section>
  );
}
