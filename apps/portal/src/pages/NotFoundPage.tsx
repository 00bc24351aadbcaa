import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="page-message">
      <h1>Page not found</h1>
      <p>
        <Link to="/my-creations">Go to my creations</Link>
      </p>
    </main>
  );
}
