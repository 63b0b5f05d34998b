import type { ApiError } from '@agentdeck/api-client';
import { Button, Icon, RefreshIcon, Skeleton, SkeletonGroup, WarningIcon } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { failure, failureText, failureTitle } from './UsageDashboard.css';

/** The text every loading part of the dashboard shows (spec 000 section 2.5). */
const loadingLabel = 'Analyzing Your Data';

/** Skeleton blocks with 'Analyzing Your Data' while a part of the dashboard loads. */
export function UsageSkeleton({ blocks = 1, height }: { blocks?: number; height: string }) {
  return (
    <SkeletonGroup label={loadingLabel} showLabel>
      {Array.from({ length: blocks }, (_, index) => (
        <Skeleton key={index} shape="rect" height={height} />
      ))}
    </SkeletonGroup>
  );
}

interface UsageFailureProps {
  /** What could not be loaded, such as 'credit usage'. */
  subject: string;
  error: ApiError;
  onRetry: () => void;
}

/**
 * A failed usage fetch, in the part it belongs to: the rest of the dashboard carries on
 * (spec 000 section 8) and Retry asks again.
 */
function UsageFailure({ subject, error, onRetry }: UsageFailureProps) {
  return (
    <div className={failure}>
      <Icon icon={WarningIcon} tone="danger" />
      <div className={failureText}>
        <p className={failureTitle}>{`We couldn't load the ${subject}.`}</p>
        <p>{error.message}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon={RefreshIcon}
        onPress={onRetry}
      >
        Retry
      </Button>
    </div>
  );
}

export interface UsagePartProps<Data> {
  /** The part's fetch. */
  result: SWRResponse<Data, ApiError>;
  /** What the part shows, for its failure message: 'credit usage'. */
  subject: string;
  /**
   * The height of the part's skeleton, as a CSS length: the part's height less the label line
   * under it, so nothing below moves when the content arrives.
   */
  skeletonHeight: string;
  children: (data: Data) => ReactNode;
}

/**
 * One part of the dashboard over its own fetch: skeleton while it loads (and while Retry asks
 * again), its failure with Retry, or its content.
 */
export function UsagePart<Data>({
  result,
  subject,
  skeletonHeight,
  children,
}: UsagePartProps<Data>) {
  const { data, error, isLoading, isValidating, mutate } = result;
  if (isLoading || (error && isValidating)) return <UsageSkeleton height={skeletonHeight} />;
  if (error) return <UsageFailure subject={subject} error={error} onRetry={() => void mutate()} />;
  return data === undefined ? null : children(data);
}
