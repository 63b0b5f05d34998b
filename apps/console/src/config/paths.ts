/**
 * Every route of the console (spec 000 section 2.1), with a `getHref` each so no screen builds a
 * URL by hand. `path` is the react-router pattern; `getHref` the concrete URL. The routes outside
 * the sections are in `fixed-paths.ts`; the workspace sections' come from the section registry
 * (`sections.ts`).
 */
import { fixedPaths } from './fixed-paths';
import { sectionKeys, sections, type SectionKey } from './sections';

export { isWorkspaceId, safeRedirect } from './fixed-paths';

/** A route inside a workspace: `/workspace/{wid}/{segment}`. */
const inWorkspace = (segment: string) => ({
  path: `/workspace/:wid/${segment}`,
  getHref: (wid: string) => `/workspace/${encodeURIComponent(wid)}/${segment}`,
});

/** `?a=1&b=2` of the values given, '' when none is. */
const searchOf = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return search ? `?${search}` : '';
};

/** The search params of a logging view (features/logging/model/logging-view.ts reads them). */
export interface LoggingSearch {
  q?: string;
  range?: string;
  from?: string;
  to?: string;
  tab?: 'runs';
  workflowId?: string;
  status?: string;
  version?: string;
  trigger?: string;
}

/** Every workspace section's route, from the section registry. */
const sectionRoutes = Object.fromEntries(sectionKeys.map((key) => [key, inWorkspace(sections[key].path)])) as Record<
  SectionKey,
  ReturnType<typeof inWorkspace>
>;

export const paths = {
  ...fixedPaths,
  workspace: {
    ...fixedPaths.workspace,
    ...sectionRoutes,
    learnings: {
      ...sectionRoutes.learnings,
      /** The learning records accept an optional `workflowId` filter. */
      getHref: (wid: string, workflowId?: string) =>
        `${sectionRoutes.learnings.getHref(wid)}${workflowId ? `?workflowId=${encodeURIComponent(workflowId)}` : ''}`,
    },
    workflowAuthoring: {
      ...sectionRoutes.workflowAuthoring,
      /**
       * One workflow's authoring page (at a `version`, or `draft`); without `workflowId`, the list to
       * choose one from. `debugRun` opens the draft with that run pinned (design section 2.1c).
       */
      getHref: (wid: string, workflowId?: string, version?: string, debugRun?: string) =>
        `${sectionRoutes.workflowAuthoring.getHref(wid)}${searchOf({
          workflowId,
          version: workflowId ? version : undefined,
          debugRun: workflowId ? debugRun : undefined,
        })}`,
    },
    testingDataset: {
      ...sectionRoutes.testingDataset,
      /** The datasets, or one `dataset` at a `version` (its current one without). */
      getHref: (wid: string, dataset?: string, version?: number) =>
        `${sectionRoutes.testingDataset.getHref(wid)}${searchOf({ dataset, version: dataset && version !== undefined ? String(version) : undefined })}`,
    },
    testingReport: {
      ...sectionRoutes.testingReport,
      /** The experiments, or one `experiment`'s report. */
      getHref: (wid: string, experiment?: string) => `${sectionRoutes.testingReport.getHref(wid)}${searchOf({ experiment })}`,
    },
    logging: {
      ...sectionRoutes.logging,
      /**
       * The logging page at a view: `q` (a query), `range` (a preset) or `from` and `to`, `tab`
       * (`runs` for the runs list) and its filters (`workflowId`, `status`, `version`, `trigger`).
       */
      getHref: (wid: string, view: LoggingSearch = {}) => `${sectionRoutes.logging.getHref(wid)}${searchOf({ ...view })}`,
    },
    /**
     * Two runs of one workflow side by side (design section 2.1c), a page below the logging
     * section: `a` the earlier run (a replay's original), `b` the other.
     */
    runCompare: {
      path: `${sectionRoutes.logging.path}/compare`,
      getHref: (wid: string, a?: string, b?: string) => `${sectionRoutes.logging.getHref(wid)}/compare${searchOf({ a, b })}`,
    },
  },
} as const;

/** The workspace's landing page, where the breadcrumb's workspace name and 'Go to' links lead. */
export const workspaceHome = (wid: string) => paths.workspace.usage.getHref(wid);
