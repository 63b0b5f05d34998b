import type { DataTableColumn } from '@agentdeck/ui';
import type { CatalogueEntry } from '../catalogue';
import { providerCell, providerLogo } from './model-connection.css';

type Connection = { provider: string; configurations: { providerConfig?: { logo?: string } } };

/** A list's Provider column: the provider with its logo, the catalogue's or else the one the record kept. */
export function providerColumn<R extends Connection>(providers: readonly CatalogueEntry<'llmProviders'>[]): DataTableColumn<R> {
  const logoOf = (record: R) =>
    providers.find((entry) => entry.value === record.provider)?.logo ?? record.configurations.providerConfig?.logo;
  return {
    id: 'provider',
    header: 'Provider',
    accessor: (record) => record.provider,
    sortable: true,
    width: '18%',
    cell: (record) => {
      const logo = logoOf(record);
      return (
        <span className={providerCell}>
          {logo && <img src={logo} alt="" className={providerLogo} />}
          {record.provider}
        </span>
      );
    },
  };
}
