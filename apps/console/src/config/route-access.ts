/**
 * Which workspace routes a workspace may lack (spec 000 sections 2.4 and 6): a sandbox licence
 * has no Vector RAG, Graph RAG, Databases or Data Lineage; data connectors are switched per
 * workspace. The sidebar disables these items and their pages say why.
 */
import type { WorkspaceRouteKey } from './paths';

export type RouteRequirement = 'enterpriseLicense' | 'dataConnectors';

export const routeRequirements: Partial<Record<WorkspaceRouteKey, RouteRequirement>> = {
  vectorRagConfigurations: 'enterpriseLicense',
  graphRagConfigurations: 'enterpriseLicense',
  databases: 'enterpriseLicense',
  dataLineage: 'enterpriseLicense',
  connectors: 'dataConnectors',
};

/** The tooltip texts of unavailable items, quoted from spec 000 section 2.4. */
export const unavailableReasons: Record<RouteRequirement, string> = {
  enterpriseLicense: 'not enabled for the sandbox license',
  dataConnectors: 'not enabled for this workspace',
};

export interface WorkspaceAccess {
  license: 'sandbox' | 'enterprise';
  features: { dataConnectors: boolean };
}

/** Why the route is unavailable in this workspace, or `null` when it is available. */
export function unavailableReason(route: WorkspaceRouteKey, workspace: WorkspaceAccess): string | null {
  switch (routeRequirements[route]) {
    case 'enterpriseLicense':
      return workspace.license === 'sandbox' ? unavailableReasons.enterpriseLicense : null;
    case 'dataConnectors':
      return workspace.features.dataConnectors ? null : unavailableReasons.dataConnectors;
    default:
      return null;
  }
}
