import { Button, Group, Stack, UnstyledButton } from '@mantine/core';
import type { Person } from '@mywru/shared';
import { IconCircle, IconCircleCheckFilled, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, LoadingOverlay, Text } from '../../components';
import { ResponsiveModal } from '../../components/responsive-modal';
import { useChildren, fullName } from '../../entities/person';
import { formatDay } from '../../components/format-date';

export interface FamilyMemberDialogProps {
  opened: boolean;
  memberId: string;
  /** The child chosen before, preselected. */
  selectedId?: number | null;
  onClose: () => void;
  onContinue: (child: Person) => void;
  onAddChild: () => void;
}

/**
 * 'Select family member': the parent's children plus 'Add child'. Continue is disabled with no
 * child selected; clicking the selected child deselects it.
 */
export function FamilyMemberDialog({
  opened,
  memberId,
  selectedId = null,
  onClose,
  onContinue,
  onAddChild,
}: FamilyMemberDialogProps) {
  const { t } = useTranslation('registrations');
  const children = useChildren(memberId);
  const [chosenId, setChosenId] = useState<number | null>(selectedId);
  // Each opening starts from the child chosen before. The dialog stays mounted while it closes, so
  // Mantine gives focus back to the control that opened it.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setChosenId(selectedId);
  }
  const chosen = children.data?.find((child) => child.wruId === chosenId) ?? null;

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('family.title')}>
      <Stack gap="sm">
        {children.isPending ? <LoadingOverlay /> : null}
        {children.isError ? <ErrorAlert>{t('family.loadError')}</ErrorAlert> : null}
        {children.data && children.data.length === 0 ? <EmptyState title={t('family.none')} /> : null}
        {children.data && children.data.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('family.listLabel')}>
            {children.data.map((child) => {
              const isSelected = child.wruId === chosenId;
              return (
                <li key={child.wruId}>
                  <UnstyledButton
                    onClick={() => setChosenId(isSelected ? null : child.wruId)}
                    aria-pressed={isSelected}
                    w="100%"
                    p="sm"
                    style={{
                      borderRadius: 8,
                      border: `2px solid ${isSelected ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-gray-3)'}`,
                    }}
                  >
                    <Group gap="sm" wrap="nowrap">
                      {isSelected ? (
                        <IconCircleCheckFilled size={22} aria-hidden color="var(--mantine-color-red-7)" />
                      ) : (
                        <IconCircle size={22} aria-hidden color="var(--mantine-color-gray-6)" />
                      )}
                      <div>
                        <Text fw={600} component="span" style={{ display: 'block' }}>
                          {fullName(child)}
                        </Text>
                        {child.dob ? (
                          <Text size={3} component="span">
                            {t('family.born', { date: formatDay(child.dob) })}
                          </Text>
                        ) : null}
                      </div>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        ) : null}
        <Button variant="outline" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={onAddChild}>
          {t('family.addChild')}
        </Button>
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button disabled={!chosen} onClick={() => chosen && onContinue(chosen)}>
            {t('actions.continue')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
