import type { ResourceRecord } from '@agentdeck/api-client';
import { Badge, Button, PlayIcon } from '@agentdeck/ui';
import { tagsOf, useWorkflowTagsById, WorkflowTagPills } from '../../../entities/workflow-tags';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { facts, header, headerActions, muted, title } from './authoring.css';

interface WorkflowHeaderProps {
  workflow: ResourceRecord<'workflow'>;
  /** 'Saved', 'Saving…' or why the draft is not saved. */
  saveState: string;
  /** Publish opens once the draft is saved and its check passes. */
  canPublish: boolean;
  onPublish: () => void;
  /** Opens the Run dialog: the draft or a version, with an input. */
  onRun: () => void;
}

/** The workflow being authored: its name, tags, latest version and the draft's saved state, Run and Publish. */
export function WorkflowHeader({ workflow, saveState, canPublish, onPublish, onRun }: WorkflowHeaderProps) {
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
          <li className={muted}>
            {/* The draft saves as it changes (design section 1.2); its revision counts the saves. */}
            <span role="status">{saveState === 'Saved' ? `Saved · revision ${workflow.revision}` : saveState}</span>
          </li>
        </ul>
        <WorkflowTagPills tags={tagsOf(workflow.tagIds, tagsById)} />
      </div>
      <div className={headerActions}>
        <Button variant="secondary" icon={PlayIcon} onPress={onRun}>
          Run
        </Button>
        <Button onPress={onPublish} isDisabled={!canPublish}>
          Publish
        </Button>
      </div>
    </div>
  );
}
