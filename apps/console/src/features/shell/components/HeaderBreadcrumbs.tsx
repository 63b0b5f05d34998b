import { Breadcrumb, Breadcrumbs } from '@agentdeck/ui';
import type { BreadcrumbModel } from '../model/header-model';

/**
 * 'Workspace > {workspace name} > section > subsection' (spec 000 section 2.3), on one line: the
 * levels that do not fit (a phone, a tablet beside the sidebar) go into a 'More breadcrumbs' menu.
 */
export function HeaderBreadcrumbs({ items }: { items: BreadcrumbModel[] }) {
  return (
    <Breadcrumbs label="Breadcrumb" overflow="collapse">
      {items.map((item, index) => (
        <Breadcrumb key={`${index}-${item.label}`} href={item.href}>
          {item.label}
        </Breadcrumb>
      ))}
    </Breadcrumbs>
  );
}
