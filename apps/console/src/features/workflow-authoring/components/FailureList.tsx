import { error as errorClass, problems as problemsClass } from './authoring.css';

/** Why a dialog's action did not happen: each reason the server gave, announced as an alert. */
export function FailureList({ reasons }: { reasons: readonly string[] }) {
  return (
    <ul role="alert" className={problemsClass}>
      {reasons.map((reason) => (
        <li key={reason} className={errorClass}>
          {reason}
        </li>
      ))}
    </ul>
  );
}
