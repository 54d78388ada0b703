import { Anchor, Checkbox, Stack } from '@mantine/core';
import { CONSENT_MESSAGES, type ConsentKey } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../components';
import { NEW_TAB_LINK, OpensInNewTab } from '../../components/new-tab';
import { useRuntimeConfig } from '../../lib/runtime-config';

/**
 * Whom the consents are given for: the signed-in member (no options) or, for a child, the `_child`
 * texts with the child's name; a parent or guardian agrees on the child's behalf.
 */
export type ConsentSubject = { context?: 'child'; name?: string };

export type ConsentValues = Partial<Record<ConsentKey, boolean>>;

export interface ConsentFormProps {
  keys: readonly ConsentKey[];
  values: ConsentValues;
  onChange: (values: ConsentValues) => void;
  idPrefix: string;
  /** Whom the consents are for: a child's are given by the parent or guardian on the child's behalf. */
  subject: ConsentSubject;
}

/**
 * The consent form of registering to play or volunteer and of approving a transfer: one checkbox
 * per policy, each with a link to its terms (addresses from the deployment's settings). A box left unticked after it was touched shows the spec's message for
 * that policy; the caller disables its submit button until all are ticked. For a child the
 * parent or guardian agrees on the child's behalf, and the boxes say so.
 */
export function ConsentForm({ keys, values, onChange, idPrefix, subject }: ConsentFormProps) {
  const { t } = useTranslation('common');
  const config = useRuntimeConfig();
  const [touched, setTouched] = useState<Partial<Record<ConsentKey, boolean>>>({});
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ padding: 0, fontWeight: 600, fontSize: '1.125rem', color: 'var(--mantine-color-gray-8)' }}>
        {t('consent.title')}
      </legend>
      <Text size={3}>{t('consent.intro', subject)}</Text>
      {keys.map((key) => {
        const url = config.data?.policyUrls[key];
        return (
          <Checkbox
            key={key}
            id={`${idPrefix}-${key}`}
            label={t(`consent.${key}`, subject)}
            description={
              url ? (
                <Anchor href={url} {...NEW_TAB_LINK} size="sm" data-testid={`policy-link-${key}`}>
                  {t('consent.read', { terms: t(`consent.terms.${key}`) })}
                  <OpensInNewTab />
                </Anchor>
              ) : undefined
            }
            checked={values[key] === true}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setTouched((current) => ({ ...current, [key]: true }));
              onChange({ ...values, [key]: checked });
            }}
            onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
            error={touched[key] && values[key] !== true ? CONSENT_MESSAGES[key] : undefined}
          />
        );
      })}
    </Stack>
  );
}
