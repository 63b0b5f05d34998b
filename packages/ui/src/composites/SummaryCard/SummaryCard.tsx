import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PlusIcon } from '../../components/Icon';
import { PREVIEW_LENGTH, previewText } from '../SelectorModal/previewText';
import {
  actions,
  description as descriptionClass,
  emptyText as emptyTextClass,
  item as itemClass,
  list,
  logo as logoClass,
  name as nameClass,
  text,
} from './SummaryCard.css';

/** A chosen item as the summary shows it. */
export interface SummaryItem {
  id: string;
  name: string;
  description?: string;
  /** Address of a logo (a model's provider), drawn at 48px next to the name. */
  logo?: string;
}

export interface SummaryCardProps {
  /** The card's heading, such as 'Re-ranking Model' or 'MCP Servers'. */
  title: string;
  /** Level of the heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The chosen items; empty when nothing is chosen. */
  items: readonly SummaryItem[];
  /** `multiple` labels the remove button 'Remove all'. @default 'single' */
  selectionMode?: 'single' | 'multiple';
  /**
   * Shown when nothing is chosen, such as "No re-ranking model has been added. Please use 'Add
   * Re-ranking' to provide instructions for the retrieval."
   */
  emptyText?: ReactNode;
  /** Text of the button shown when nothing is chosen: 'Add Re-ranking', 'Add Connectors'... */
  addLabel: string;
  /** Add or Change was pressed: open the selector. */
  onOpenSelector: () => void;
  /** Remove (or Remove all) was pressed: clear the choice. */
  onRemove: () => void;
  /** Shows the choice without Add, Change or Remove (an agent using a reusable agent). @default false */
  isReadOnly?: boolean;
  /**
   * What the card offers in place of the Add button while nothing is chosen, such as an 'Enable
   * Self Learning' checkbox that opens the form.
   */
  emptyAction?: ReactNode;
  /**
   * Opens the chosen part to look at it while the card is read-only ('View Self Learning' for a
   * reusable agent's self learning); without it a read-only card has no actions.
   */
  view?: { label: string; onPress: () => void };
  /** Length of the description previews: 65 for cards, 72 for the selected model. @default 65 */
  descriptionLength?: number;
}

/**
 * What a selector has chosen, on a card: each item's name (with its logo) and a description
 * preview cut to 65 characters; Change and Remove (Remove all for multi-select), or, when
 * nothing is chosen, the empty text and an Add button.
 *
 * Accessibility: the title is a heading and the items a list. Change and Remove are named
 * after the card ('Change Re-ranking Model') so they stay distinct when a page holds several
 * cards; the visible text stays the short word. The full description is kept in a `title`
 * tooltip when the preview is cut. Logos are decorative: the name says the same.
 */
export function SummaryCard({
  title,
  headingLevel = 3,
  items,
  selectionMode = 'single',
  emptyText,
  addLabel,
  onOpenSelector,
  onRemove,
  isReadOnly = false,
  descriptionLength = PREVIEW_LENGTH.card,
  emptyAction,
  view,
}: SummaryCardProps) {
  const isEmpty = items.length === 0;
  const removeLabel = selectionMode === 'multiple' ? 'Remove all' : 'Remove';
  const readOnlyFooter =
    view && !isEmpty ? (
      <div className={actions}>
        <Button variant="secondary" onPress={view.onPress}>
          {view.label}
        </Button>
      </div>
    ) : undefined;
  const footer = isReadOnly ? readOnlyFooter : isEmpty && emptyAction ? (
    <div className={actions}>{emptyAction}</div>
  ) : isEmpty ? (
    <div className={actions}>
      <Button
        variant="secondary"
        icon={PlusIcon}
        onPress={onOpenSelector}
      >
        {addLabel}
      </Button>
    </div>
  ) : (
    <div className={actions}>
      <Button variant="secondary" aria-label={`Change ${title}`} onPress={onOpenSelector}>
        Change
      </Button>
      <Button variant="danger" aria-label={`${removeLabel} ${title}`} onPress={onRemove}>
        {removeLabel}
      </Button>
    </div>
  );
  return (
    <Card title={title} headingLevel={headingLevel} footer={footer}>
      {isEmpty ? (
        emptyText !== undefined && <p className={emptyTextClass}>{emptyText}</p>
      ) : (
        <ul className={list}>
          {items.map((entry) => {
            const preview = previewText(entry.description, descriptionLength);
            return (
              <li key={entry.id} className={itemClass}>
                {entry.logo && <img src={entry.logo} alt="" className={logoClass} />}
                <span className={text}>
                  <span className={nameClass}>{entry.name}</span>
                  {preview && (
                    <span
                      className={descriptionClass}
                      title={preview === entry.description?.trim() ? undefined : entry.description}
                    >
                      {preview}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
