/** A new entry of a kind: the document's form, empty; saved as a draft (version 1). */
import { Create, SimpleForm, useResourceContext } from 'react-admin';
import { useKind } from '../console-context.tsx';
import { emptyValue } from '../forms/json-schema.ts';
import { DocumentInputs } from '../forms/schema-inputs.tsx';

export function EntryCreate() {
  const kind = useKind(useResourceContext() ?? '');
  if (!kind) return null;
  return (
    <Create redirect="edit" mutationOptions={{ meta: { kind: kind.name } }}>
      <SimpleForm defaultValues={{ document: emptyValue(kind.schema, kind.schema) }} sx={{ maxWidth: 1200 }}>
        <DocumentInputs schema={kind.schema} labels={kind.fieldLabels} />
      </SimpleForm>
    </Create>
  );
}
