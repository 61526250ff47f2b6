import { useRouteError } from 'react-router-dom';
import { ErrorDetails } from '../../components/error-details';

export function RouteError() {
  return <ErrorDetails error={useRouteError()} />;
}
