import { useFormStatus, useBinding, type ConnectorFormValues } from '@agentdeck/forms';
import { Button, PlusIcon } from '@agentdeck/ui';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useFormContext } from 'react-hook-form';
import { displaySchema, formatFileSize, readDatabaseSchema } from '../model/database-schema';
import { hint, schemaError, schemaFile, schemaText, section, sectionTitle } from './connectors.css';

const ACCEPTED = ['.json', '.yaml', '.yml', 'application/json', 'application/yaml', 'application/x-yaml', 'text/yaml'];

/** Where the shown schema came from: a file chosen now, or the connector as saved. */
type Origin = { fileName: string; size: number; format: string } | null;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * The database schema of a SQL connector (spec 002 section 3: 'JSON or YAML upload'): a file is
 * read and parsed in the browser and shown; a file that cannot be read says why and leaves the
 * schema that was there. The schema is kept as JSON text (`readDatabaseSchema`).
 */
export function SchemaUpload({ description }: { description: string }) {
  const { control } = useFormContext<ConnectorFormValues>();
  const { field } = useBinding({ name: 'configurations.databaseSchema', control });
  const { isReadOnly, isSaving } = useFormStatus();
  const [origin, setOrigin] = useState<Origin>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const schema = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const shown = schema && (origin ?? { fileName: 'Saved schema', size: byteLength(schema), format: 'JSON' });

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const reading = readDatabaseSchema(file, await file.text());
    if (!reading.ok) {
      setProblem(reading.message);
      return;
    }
    setProblem(null);
    setOrigin({ fileName: reading.fileName, size: reading.size, format: reading.format });
    field.onChange(reading.schema);
  };

  return (
    <section className={section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={sectionTitle}>
        Database Schema
      </h3>
      <p className={hint}>{description}</p>
      {shown && (
        <p className={schemaFile}>
          <strong>{shown.fileName}</strong>
          <span>
            {shown.format} · {formatFileSize(shown.size)}
          </span>
        </p>
      )}
      {!isReadOnly && (
        <div className={schemaFile}>
          <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => void upload(files)}>
            <Button variant="secondary" icon={PlusIcon} isDisabled={isSaving}>
              {shown ? 'Replace Schema' : 'Upload Schema'}
            </Button>
          </FileTrigger>
          {shown && (
            <Button
              variant="secondary"
              isDisabled={isSaving}
              onPress={() => {
                setOrigin(null);
                setProblem(null);
                field.onChange(null);
              }}
            >
              Remove Schema
            </Button>
          )}
        </div>
      )}
      <p className={schemaError} role="status">
        {problem}
      </p>
      {schema && (
        // Focusable so a keyboard user can scroll a long schema.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre className={schemaText} tabIndex={0} aria-label="Uploaded database schema">
          {displaySchema(schema)}
        </pre>
      )}
    </section>
  );
}
