import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reason } from '@mywru/shared';
import { ApiError } from './api-client';

/**
 * Turns a failed call into the words a person reads, in their language: the API's reason through
 * the `errors` namespace (`reasons.<reason>`, with the reason's parameters), else the generic text
 * of its code, else the network or load error. The server's English is never shown.
 */
export function useReasonText() {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError)) return t('load');
      if (error.status === null) return t('network');
      const generic = t(`codes.${error.code ?? 'internal'}`);
      if (!error.reason) return generic;
      return t(`reasons.${error.reason}`, { ...error.params, defaultValue: generic });
    },
    [t],
  );
}

/** The translated reason of each refused field of a validation failure, by field path. */
export function useFieldReasonText() {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown): Record<string, string> => {
      if (!(error instanceof ApiError) || !error.fields) return {};
      return Object.fromEntries(
        Object.entries(error.fields).flatMap(([field, problems]) => {
          const first = problems[0];
          return first ? [[field, t(`fields.${first.reason}`, { ...first.params })]] : [];
        }),
      );
    },
    [t],
  );
}

/**
 * The words of a refused form: by field, each field's own reason (a validation failure) and the
 * refusal's reason when the form names the field it is about (`fieldOfReason`); otherwise the
 * reason's text as the form's message.
 */
export function useFormRefusalText() {
  const reasonText = useReasonText();
  const fieldReasonText = useFieldReasonText();
  return useCallback(
    <Field extends string>(
      error: unknown,
      fields: readonly Field[],
      fieldOfReason: Partial<Record<Reason, Field>> = {},
    ): { fields: Partial<Record<Field, string>>; message: string | null } => {
      const refused = fieldReasonText(error);
      const byField: Partial<Record<Field, string>> = {};
      for (const field of fields) if (refused[field]) byField[field] = refused[field];
      const field = error instanceof ApiError && error.reason ? fieldOfReason[error.reason] : undefined;
      if (field) byField[field] = reasonText(error);
      return { fields: byField, message: Object.keys(byField).length > 0 ? null : reasonText(error) };
    },
    [reasonText, fieldReasonText],
  );
}
