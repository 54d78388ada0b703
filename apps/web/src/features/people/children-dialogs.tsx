import { Modal, Stack } from '@mantine/core';
import type { Person } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { useModalTransition } from '../../components/back-button';
import { Text } from '../../components/text';
import { useAddChild } from '../../entities/person/children';
import { fullName } from '../../entities/person/names';
import { useSavePerson } from './api/save-person';
import { PersonForm } from './person-form';

interface ChildDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The parent, whose child is edited or added. */
  memberId: string;
  today?: Date | undefined;
}

/** A child's details in a dialog showing the child's ID, saved as the parent (ChildrenSection). */
export function EditChildDialog({
  opened,
  onClose,
  memberId,
  today,
  child,
}: ChildDialogProps & { child: Person | null }) {
  const { t } = useTranslation('profile');
  const save = useSavePerson(memberId);
  const transitionProps = useModalTransition();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={child ? t('children.editTitle', { name: fullName(child) }) : ''}
      centered
      size="lg"
      transitionProps={transitionProps}
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
    >
      {child ? (
        <Stack gap="sm">
          <Text size={3} data-testid="child-member-id">
            {t('children.memberId', { id: child.wruId })}
          </Text>
          <PersonForm
            key={child.wruId}
            person={child}
            isChild
            idPrefix={`child-${child.wruId}`}
            failureMessage={t('errors.save')}
            onSave={(person) => save.mutateAsync({ params: { id: child.wruId }, body: person })}
            today={today}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}

/** 'Add child': a new child's details in a dialog, which closes once the child is added. */
export function AddChildDialog({ opened, onClose, memberId, today }: ChildDialogProps) {
  const { t } = useTranslation('profile');
  const addChild = useAddChild();
  const transitionProps = useModalTransition();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('children.addTitle')}
      centered
      size="lg"
      transitionProps={transitionProps}
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
    >
      {opened ? (
        <PersonForm
          person={null}
          isChild
          idPrefix="new-child"
          submitLabel={t('children.addSubmit')}
          failureMessage={t('errors.submit')}
          showsSaved={false}
          onSave={async (child) => {
            await addChild.mutateAsync({ params: { id: memberId }, body: child });
            onClose();
          }}
          today={today}
        />
      ) : null}
    </Modal>
  );
}
