import {
  AWS_REGIONS,
  KAFKA_SASL_MECHANISMS,
  KAFKA_SECURITY_PROTOCOLS,
  messageBrokerConnectionFields,
  MSK_AUTHENTICATIONS,
  type MessageBrokerConnectionField,
} from '@agentdeck/api-client/rules';
import { blankBrokerConnection, FormSelect, FormTextField, type MessageBrokerFormValues } from '@agentdeck/forms';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { vaultKeyReference } from '../../../entities/references';
import { FormReferenceField } from '../../../lib/records';
import { section, sectionTitle } from './message-brokers.css';

type Values = MessageBrokerFormValues;

const itemsOf = (options: readonly string[]) => options.map((option) => ({ id: option, label: option }));

/** How each connection field is asked: typed, picked from a list, or a vault key (a secret's name). */
type FieldView =
  | { kind: 'text'; label: string; description?: string }
  | { kind: 'select'; label: string; items: Array<{ id: string; label: string }>; placeholder: string; description?: string }
  | { kind: 'vault'; label: string; description?: string };

const FIELD_VIEWS: Record<MessageBrokerConnectionField, FieldView> = {
  bootstrapServers: {
    kind: 'text',
    label: 'Bootstrap Servers',
    description: 'Comma-separated host:port pairs, such as kafka-1.internal:9092,kafka-2.internal:9092.',
  },
  securityProtocol: {
    kind: 'select',
    label: 'Security Protocol',
    items: itemsOf(KAFKA_SECURITY_PROTOCOLS),
    placeholder: 'Select a security protocol',
    description: 'SSL encrypts the connection; SASL protocols also sign in with a username and password.',
  },
  saslMechanism: { kind: 'select', label: 'SASL Mechanism', items: itemsOf(KAFKA_SASL_MECHANISMS), placeholder: 'Select a SASL mechanism' },
  clusterArn: {
    kind: 'text',
    label: 'Cluster ARN',
    description: 'Such as arn:aws:kafka:eu-west-1:123456789012:cluster/orders/6357e0b2-0e6a-4b86-a0b4-70df934c2e31-5',
  },
  region: { kind: 'select', label: 'AWS Region', items: itemsOf(AWS_REGIONS), placeholder: 'Select a region' },
  authentication: {
    kind: 'select',
    label: 'Authentication',
    items: itemsOf(MSK_AUTHENTICATIONS),
    placeholder: 'Select an authentication method',
    description: "SASL/SCRAM uses SCRAM-SHA-512; TLS uses the client certificate of the agents' runtime.",
  },
  username: { kind: 'text', label: 'Username' },
  password: { kind: 'vault', label: 'Password' },
  awsAccessKeyId: { kind: 'vault', label: 'AWS Access Key ID' },
  awsSecretAccessKey: { kind: 'vault', label: 'AWS Secret Access Key' },
  clientId: { kind: 'text', label: 'Client ID', description: "Names the agents' connection in the broker's logs and quotas." },
  groupId: { kind: 'text', label: 'Consumer Group ID', description: 'The consumer group the agents join to read inbound topics.' },
};

/** One connection field of the chosen provider, as the user sees it. */
function ConnectionField({ field, isRequired }: { field: MessageBrokerConnectionField; isRequired: boolean }) {
  const { control } = useFormContext<Values>();
  const view = FIELD_VIEWS[field];
  switch (view.kind) {
    case 'text':
      return <FormTextField control={control} name={field} label={view.label} description={view.description} isRequired={isRequired} autoComplete="off" />;
    case 'select':
      return (
        <FormSelect
          control={control}
          name={field}
          label={view.label}
          description={view.description}
          isRequired={isRequired}
          items={view.items}
          placeholder={view.placeholder}
        />
      );
    case 'vault':
      return <FormReferenceField<'vault', Values> reference={vaultKeyReference} name={field} label={view.label} isRequired={isRequired} />;
  }
}

/**
 * The chosen provider's connection fields (`messageBrokerConnectionFields` decides which, as the
 * contract does): a SASL protocol or MSK's IAM and SASL/SCRAM reveal their credentials, as vault
 * keys. A new provider starts from a blank connection, so nothing of the other one is kept.
 */
export function ConnectionFields() {
  const { control, setValue } = useFormContext<Values>();
  const [provider, securityProtocol, authentication] = useWatch({ control, name: ['provider', 'securityProtocol', 'authentication'] });

  const shownProvider = useRef(provider);
  useEffect(() => {
    if (shownProvider.current === provider) return;
    shownProvider.current = provider;
    for (const [field, blank] of Object.entries(blankBrokerConnection()))
      setValue(field as MessageBrokerConnectionField, blank, { shouldDirty: true });
  }, [provider, setValue]);

  const fields = messageBrokerConnectionFields(provider, { securityProtocol, authentication });
  if (fields.length === 0) return null;
  return (
    <section aria-labelledby="broker-connection" className={section}>
      <h3 id="broker-connection" className={sectionTitle}>
        Connection
      </h3>
      {fields.map(({ field, required }) => (
        <ConnectionField key={field} field={field} isRequired={required} />
      ))}
    </section>
  );
}
