import type { ResourceRecord } from '@agentdeck/api-client';
import { Badge, Button, PlayIcon } from '@agentdeck/ui';
import { tagsOf, useWorkflowTagsById, WorkflowTagPills } from '../../../entities/workflow-tags';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { EnvironmentsBar } from '../environments/EnvironmentsBar';
import { facts, header, headerActions, muted, title } from './authoring.css';

interface WorkflowHeaderProps {
  workflow: ResourceRecord<'workflow'>;
  /** The draft's state and actions; without it (a published version shown read-only) the header has neither. */
  editing?: DraftEditing;
}

interface DraftEditing {
  /** 'Saved', 'Saving…' or why the draft is not saved. */
  saveState: string;
  /** Publish opens once the draft is saved and its check passes. */
  canPublish: boolean;
  onPublish: () => void;
  /** Opens the Run dialog: the draft or a version, with an input. */
  onRun: () => void;
}

/** The workflow being authored: its name, tags, latest version, environments and the draft's saved state, Run and Publish. */
export function WorkflowHeader({ workflow, editing }: WorkflowHeaderProps) {
  const tagsById = useWorkflowTagsById(useCurrentWorkspace().id);
  return (
    <div className={header}>
      <div>
        <h2 className={title}>{workflow.name}</h2>
        {workflow.description && <p className={muted}>{workflow.description}</p>}
        <ul className={facts} aria-label="Workflow state">
          <li>
            <Badge tone={workflow.latestVersion ? 'success' : 'neutral'}>
              {workflow.latestVersion ? `Version ${workflow.latestVersion}` : 'Not published'}
            </Badge>
          </li>
          {editing && (
            <li className={muted}>
              {/* The draft saves as it changes (design section 1.2); its revision counts the saves. */}
              <span role="status">{editing.saveState === 'Saved' ? `Saved · revision ${workflow.revision}` : editing.saveState}</span>
            </li>
          )}
        </ul>
        <WorkflowTagPills tags={tagsOf(workflow.tagIds, tagsById)} />
        <EnvironmentsBar workflowId={workflow.id} canMove={editing !== undefined && !workflow.isReadOnly} />
      </div>
      {editing && (
        <div className={headerActions}>
          <Button variant="secondary" icon={PlayIcon} onPress={editing.onRun}>
            Run
          </Button>
          <Button onPress={editing.onPublish} isDisabled={!editing.canPublish}>
            Publish
          </Button>
        </div>
      )}
    </div>
  );
}
