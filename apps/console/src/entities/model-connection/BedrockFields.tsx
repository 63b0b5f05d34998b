import { AWS_REGIONS } from '@agentdeck/api-client/rules';
import { FormSelect, FormTextField } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import { FormReferenceField } from '../../lib/records';
import { vaultKeyReference } from '../references';

const regionItems = AWS_REGIONS.map((region) => ({ id: region, label: region }));

/**
 * What a Bedrock connection needs instead of an API key (spec 001 section 4): an access key,
 * a secret key from the vault and one of the 32 regions. `accessKeyName` is the form's field of
 * the access key ('accessKey' for language models, 'accessKeyId' for embedding models).
 */
export function BedrockFields({ accessKeyName = 'accessKey' }: { accessKeyName?: 'accessKey' | 'accessKeyId' }) {
  const { control } = useFormContext<{ accessKey: string; accessKeyId: string; region: string }>();
  return (
    <>
      <FormTextField control={control} name={accessKeyName} label="Access Key" isRequired autoComplete="off" />
      <FormReferenceField reference={vaultKeyReference} name="secretKey" label="Secret Key" isRequired />
      <FormSelect control={control} name="region" label="Region" isRequired items={regionItems} placeholder="Select a region" />
    </>
  );
}
