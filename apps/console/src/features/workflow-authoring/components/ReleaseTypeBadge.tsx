import type { ReleaseType } from '@agentdeck/api-client';
import { RELEASE_TYPE_LABELS } from '@agentdeck/api-client/workflow';
import { Badge } from '@agentdeck/ui';

const tones = { major: 'danger', minor: 'accent', patch: 'neutral' } as const;

/** A release type as a badge: its name carries the meaning, the tone only reinforces it. */
export function ReleaseTypeBadge({ releaseType }: { releaseType: ReleaseType }) {
  return <Badge tone={tones[releaseType]}>{RELEASE_TYPE_LABELS[releaseType]}</Badge>;
}
