import { Link } from 'react-router-dom';
import { useHttpStatus } from '../../modules/ui/document-head';
import { usePageMeta } from '../../modules/ui/page-meta';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you are looking for does not exist.');
  useHttpStatus(404);
  return (
    <section className="fs-page fs-centered" aria-labelledby="not-found-title">
      <p className="fs-404" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">
        <span className="fs-visually-hidden">404: </span>Oops! Page not found
      </h1>
      <p>
        <Link to="/">Return to Home</Link>
      </p>
    </section>
  );
}
