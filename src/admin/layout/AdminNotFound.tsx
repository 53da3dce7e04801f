import { Link } from 'react-router';

/** An /admin path with no screen (yet). */
export function AdminNotFound() {
  return (
    <section className="admin-page">
      <h1>Page Not Found</h1>
      <p>This admin page does not exist.</p>
      <Link to="/admin/dashboard">Back to the dashboard</Link>
    </section>
  );
}
