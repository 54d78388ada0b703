import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { DEFAULT_FIRST_VARIATION, type UnionOrganisationOptions } from '@mywru/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ErrorSummary, errorSummaryItems } from '../../../components';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { useGameFormatLabel } from '../../../entities/game-format';
import { useLookupNames } from '../../../lib/lookup-names';
import { useFormRefusalText } from '../../../lib/reason-text';
import { useAddTeamParent } from './api/union-teams';

export interface AddTeamDialogProps {
  opened: boolean;
  organisationId: number;
  options: UnionOrganisationOptions;
  onClose: () => void;
}

type Field = 'teamTemplateId' | 'name' | 'firstVariation';
const FIELDS: readonly Field[] = ['teamTemplateId', 'name', 'firstVariation'];
/** A second team from the same template without its own name: the name field says so. */
const FIELD_OF_REASON = { 'team.template_unknown': 'teamTemplateId', 'team.name_taken': 'name' } as const;

/** Add a team from a team template, optionally with its own name and first variation. */
export function AddTeamDialog({ opened, organisationId, options, onClose }: AddTeamDialogProps) {
  const { t } = useTranslation('union-organisations');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('addTeam.title')}>
      {opened ? <AddTeamForm organisationId={organisationId} options={options} onClose={onClose} /> : null}
    </ResponsiveModal>
  );
}

function AddTeamForm({ organisationId, options, onClose }: Omit<AddTeamDialogProps, 'opened'>) {
  const { t } = useTranslation('union-organisations');
  const gameFormatLabel = useGameFormatLabel();
  const lookup = useLookupNames();
  const refusalText = useFormRefusalText();
  const addTeam = useAddTeamParent();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [firstVariation, setFirstVariation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const idPrefix = useId();
  const fieldIds: Record<Field, string> = {
    teamTemplateId: `${idPrefix}-template`,
    name: `${idPrefix}-name`,
    firstVariation: `${idPrefix}-first-variation`,
  };
  const template = options.teamTemplates.find((candidate) => String(candidate.id) === templateId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!template) {
      setErrors({ teamTemplateId: t('addTeam.templateRequired') });
      return;
    }
    setErrors({});
    addTeam.mutate(
      {
        params: { organisationId },
        body: { teamTemplateId: template.id, name: name.trim(), firstVariation: firstVariation.trim() },
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const refused = refusalText(error, FIELDS, FIELD_OF_REASON);
          setErrors(refused.fields);
          setMessage(refused.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary errors={errorSummaryItems(errors, fieldIds)} />
        <Select
          id={fieldIds.teamTemplateId}
          label={t('addTeam.template')}
          placeholder={t('addTeam.templatePlaceholder')}
          data={options.teamTemplates.map((candidate) => ({
            value: String(candidate.id),
            label: `${lookup.name(candidate.name, candidate.nameCy)} (${gameFormatLabel(candidate.gameFormat)})`,
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
          id={fieldIds.name}
          label={t('addTeam.name')}
          description={t('addTeam.nameHelp')}
          placeholder={template ? lookup.name(template.name, template.nameCy) : undefined}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          maxLength={100}
        />
        <TextInput
          id={fieldIds.firstVariation}
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
          <Button variant="outline" onClick={onClose} disabled={addTeam.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={addTeam.isPending}>
            {t('addTeam.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
