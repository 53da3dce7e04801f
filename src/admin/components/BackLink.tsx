import { Link } from 'react-router';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className="admin-back" to={to}>
      ← {children}
    </Link>
  );
}
