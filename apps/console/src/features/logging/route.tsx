import { LoggingPage } from './components/LoggingPage';

/** `/workspace/{wid}/logging` (design sections 3.1 and 3.2): the lines of every run and the runs list. */
export function Component() {
  return <LoggingPage />;
}
