import { Badge, Button, Card, EmptyState, FolderIcon, Link, Skeleton, SkeletonGroup, WarningIcon } from '@agentdeck/ui';
import { workspaceHome } from '../../../config/paths';
import type { Workspace } from '../../../lib/current-workspace';
import { useWorkspaceList } from '../api/use-workspace-list';
import { facts, grid, intro, section } from './WorkspaceList.css';

const licenseLabels = { enterprise: 'Enterprise', sandbox: 'Sandbox' } as const;

function WorkspaceCard({ workspace }: { workspace: Workspace }) {
  return (
    <Card
      headingLevel={2}
      title={<Link href={workspaceHome(workspace.id)}>{workspace.name}</Link>}
      subtitle={`Workspace ${workspace.id}`}
    >
      <div className={facts}>
        <Badge tone={workspace.license === 'enterprise' ? 'accent' : 'warning'}>{`${licenseLabels[workspace.license]} license`}</Badge>
        {workspace.isDeleted ? <Badge tone="danger">Deleted</Badge> : <Badge tone="success">Active</Badge>}
      </div>
    </Card>
  );
}

function LoadingWorkspaces() {
  return (
    <SkeletonGroup label="Loading your workspaces">
      <div className={grid}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} shape="rect" height="7rem" />
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** The 'Workspace Management' page (spec 000 section 2.1): every workspace the user may open. */
export function WorkspaceList() {
  const { data, error, isLoading, mutate } = useWorkspaceList();

  if (isLoading) return <LoadingWorkspaces />;
  if (error) {
    return (
      <EmptyState
        icon={WarningIcon}
        headingLevel={2}
        title="We couldn't load your workspaces"
        description={error.message}
        action={
          <Button variant="secondary" onPress={() => void mutate()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!data || data.length === 0) {
    return (
      <EmptyState
        icon={FolderIcon}
        headingLevel={2}
        title="No workspaces yet"
        description="You are not a member of any workspace. Ask a workspace administrator to add you, then come back to this page."
      />
    );
  }
  return (
    <section className={section} aria-label="Workspaces">
      <p className={intro}>Open a workspace to configure its models, tools and workflows and to follow its usage.</p>
      <ul className={grid}>
        {data.map((workspace) => (
          <li key={workspace.id}>
            <WorkspaceCard workspace={workspace} />
          </li>
        ))}
      </ul>
    </section>
  );
}
