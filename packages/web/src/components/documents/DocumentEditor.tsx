import { Alert, Badge, Button, Code, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { SETTINGS_UPDATE_FORBIDDEN } from '@platform/core/contracts';
import { DocumentBody } from './DocumentBody';

export interface EditableDocument {
  key: string;
  label: string;
  html: string;
  /** False while the built-in text is shown. */
  customised: boolean;
  updated_at: string | null;
}

/**
 * One editor for every document people sign or read (the platform's public documents, an
 * agency's agreement templates): pick a document, edit its HTML, see it as readers will (sanitised
 * the same way, placeholders left in braces) and save. What the API stores is its own sanitised
 * copy, which replaces the text here once saved.
 */
export function DocumentEditor({
  title,
  description,
  documents,
  placeholders,
  canSave,
  saving,
  failure,
  onSave,
}: {
  title: string;
  description: string;
  documents: readonly EditableDocument[];
  placeholders: readonly string[];
  canSave: boolean;
  saving: boolean;
  failure: string | null;
  /** Resolves once saved: the editor then shows the stored (sanitised) text instead of the draft. */
  onSave: (key: string, html: string) => Promise<unknown>;
}) {
  const headingId = useId();
  const [selected, setSelected] = useState(documents[0]?.key ?? '');
  const current = documents.find((d) => d.key === selected) ?? documents[0];
  // Drafts per document, so switching documents keeps unsaved edits of the other.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  if (!current) return null;
  const draft = drafts[current.key] ?? current.html;
  const empty = draft.trim() === '';
  const changed = draft !== current.html;
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <Select
            label="Document"
            data={documents.map((d) => ({ value: d.key, label: d.label }))}
            value={current.key}
            onChange={(v) => v && setSelected(v)}
            allowDeselect={false}
            w={320}
          />
          <Badge variant="light" color={current.customised ? 'blue' : 'gray'} mb={6}>
            {current.customised ? `Edited ${current.updated_at?.slice(0, 10) ?? ''}` : 'Built-in text'}
          </Badge>
        </Group>
        <Text size="sm">
          Placeholders, filled when the document is shown:{' '}
          {placeholders.map((p, i) => (
            <span key={p}>
              {i > 0 ? ' ' : null}
              <Code>{`{${p}}`}</Code>
            </span>
          ))}
        </Text>
        <form
          noValidate
          aria-label={`Edit ${current.label}`}
          onSubmit={(e) => {
            e.preventDefault();
            if (empty) return;
            const key = current.key;
            onSave(key, draft).then(
              () => setDrafts(({ [key]: _saved, ...rest }) => rest),
              () => undefined, // The failure shows above the fields; the draft stays to be fixed.
            );
          }}
        >
          <Stack gap="md">
            {failure ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {failure}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Textarea
                label="Text (HTML)"
                description="Headings, paragraphs, lists, tables, bold, italic and links are kept; anything else is removed when saved."
                value={draft}
                onChange={(e) => setDrafts((d) => ({ ...d, [current.key]: e.currentTarget.value }))}
                autosize
                minRows={12}
                maxRows={24}
                readOnly={!canSave}
                error={empty ? 'The document text is required' : undefined}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Preview
                </Text>
                <Paper withBorder p="md" radius="sm" mah={520} style={{ overflow: 'auto' }} role="region" aria-label={`Preview of ${current.label}`} tabIndex={0}>
                  <DocumentBody html={draft} />
                </Paper>
              </Stack>
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              {canSave ? null : (
                <Text size="sm" c="dimmed">
                  {SETTINGS_UPDATE_FORBIDDEN}
                </Text>
              )}
              <Button variant="default" disabled={!changed} onClick={() => setDrafts((d) => ({ ...d, [current.key]: current.html }))}>
                Discard changes
              </Button>
              <Button type="submit" loading={saving} disabled={!canSave || empty}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
