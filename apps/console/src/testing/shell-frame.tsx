import type { ReactNode } from 'react';
import { column, content, page } from '../features/shell/components/layout.css';
import { slot } from '../features/shell/components/Sidebar.css';

/**
 * A screen as wide as in the console: the workspace shell's own layout rules (the sidebar's
 * column, open or collapsed, beside the padded content), without the sidebar's and the
 * header's parts and what they need.
 */
export function ShellFrame({ sidebar, children }: { sidebar: 'open' | 'collapsed'; children: ReactNode }) {
  return (
    <div className={page}>
      <div className={slot} data-collapsed={sidebar === 'collapsed' || undefined} />
      <div className={column}>
        <div className={content}>{children}</div>
      </div>
    </div>
  );
}
