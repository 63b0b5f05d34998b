import { defineSelector } from '../../lib/records';

/**
 * The connector picker of the agent editor (spec 002 sections 2 and 8): searched by name, 'New
 * Connector', edit from the list in a New/Edit Connector Config form, 'Add Connectors'; on the
 * card, 'Add Connector(s)' with nothing chosen. Single or multiple by `FormRecordSelector`'s
 * `selectionMode`.
 */
export const connectorSelector = defineSelector({
  resource: 'connector',
  // 'No Connectors have been configured' (spec 002 section 8) is the modal's text for none.
  kind: 'Connectors',
  itemKind: 'Connector Config',
  title: 'Connectors',
  cardTitle: 'Connectors',
  addLabel: 'Add Connector(s)',
  emptyText: "No connector has been added. Please use 'Add Connector(s)' to choose the systems the agent may reach.",
  nameOf: (connector) => connector.name,
  descriptionOf: (connector) => connector.description,
  modalTexts: {
    newLabel: 'New Connector',
    confirmLabel: 'Add Connectors',
    loading: 'Please wait! loading the Connectors data for you...',
  },
});
