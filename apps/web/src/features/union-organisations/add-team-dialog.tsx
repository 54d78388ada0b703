import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { DEFAULT_FIRST_VARIATION, type UnionOrganisationOptions } from '@mywru/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components';
import { ResponsiveModal } from '../../components/responsive-modal';
import { useGameFormatLabel } from '../../entities/game-format';
import type { ChangeResult } from './api';
import { firstErrorPerField } from '../../lib/form-errors';

export interface AddTeamDialogProps {
  opened: boolean;
  options: UnionOrganisationOptions;
  onClose: () => void;
  onAdd: (team: { teamTemplateId: number; name: string; firstVariation: string }) => Promise<ChangeResult>;
}

/** Add a team from a team template, optionally with its own name and first variation. */
export function AddTeamDialog({ opened, options, onClose, onAdd }: AddTeamDialogProps) {
  const { t } = useTranslation('union-organisations');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('addTeam.title')}>
      {opened ? <AddTeamForm options={options} onClose={onClose} onAdd={onAdd} /> : null}
    </ResponsiveModal>
  );
}

function AddTeamForm({ options, onClose, onAdd }: Omit<AddTeamDialogProps, 'opened'>) {
  const { t } = useTranslation('union-organisations');
  const gameFormatLabel = useGameFormatLabel();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [firstVariation, setFirstVariation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const template = options.teamTemplates.find((candidate) => String(candidate.id) === templateId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!template) {
      setErrors({ teamTemplateId: t('addTeam.templateRequired') });
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await onAdd({
      teamTemplateId: template.id,
      name: name.trim(),
      firstVariation: firstVariation.trim(),
    });
    setBusy(false);
    if (result.ok) {
      onClose();
      return;
    }
    const fieldErrors = firstErrorPerField(result.errors);
    // A second team from the same template without its own name: the name field says so.
    if (result.status === 409) fieldErrors.name = result.message;
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) setMessage(result.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Select
          label={t('addTeam.template')}
          placeholder={t('addTeam.templatePlaceholder')}
          data={options.teamTemplates.map((candidate) => ({
            value: String(candidate.id),
            label: `${candidate.name} (${gameFormatLabel(candidate.gameFormat)})`,
          }))}
          value={templateId}
          onChange={setTemplateId}
          error={errors.teamTemplateId}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <TextInput
          label={t('addTeam.name')}
          description={t('addTeam.nameHelp')}
          placeholder={template?.name}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          maxLength={100}
        />
        <TextInput
          label={t('addTeam.firstVariation')}
          description={t('addTeam.firstVariationHelp')}
          placeholder={DEFAULT_FIRST_VARIATION}
          value={firstVariation}
          onChange={(event) => setFirstVariation(event.currentTarget.value)}
          error={errors.firstVariation}
          maxLength={50}
        />
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('addTeam.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
