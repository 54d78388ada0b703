import type { UnionOrganisationDetails, UnionOrganisationOptions } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { useCreateOrganisation } from './api/union-organisation-changes';
import { OrganisationForm } from './organisation-form';

export interface NewOrganisationDialogProps {
  opened: boolean;
  options: UnionOrganisationOptions;
  onClose: () => void;
  onCreated: (organisation: UnionOrganisationDetails) => void;
}

/** 'New organisation': name, type and region; it starts active. */
export function NewOrganisationDialog({ opened, options, onClose, onCreated }: NewOrganisationDialogProps) {
  const { t } = useTranslation('union-organisations');
  const create = useCreateOrganisation();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('newDialog.title')}>
      {opened ? (
        <OrganisationForm
          options={options}
          initial={{ name: '', typeId: null, regionId: null, isActive: true }}
          withActive={false}
          submitLabel={t('form.create')}
          onSubmit={(values) =>
            create.mutateAsync({ body: { name: values.name, typeId: values.typeId, regionId: values.regionId } })
          }
          onSaved={onCreated}
          onCancel={onClose}
        />
      ) : null}
    </ResponsiveModal>
  );
}
