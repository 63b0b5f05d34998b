import { Spinner } from '@agentdeck/ui';
import { loadingScreen } from './LoadingScreen.css';

/** The whole-page wait while the user or the workspace check loads (spec 000 section 2.2). */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <main className={loadingScreen}>
      <Spinner size="lg" label={label} showLabel />
    </main>
  );
}
