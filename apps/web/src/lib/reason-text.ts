import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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
