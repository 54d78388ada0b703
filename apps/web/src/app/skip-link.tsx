import { useTranslation } from 'react-i18next';

export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation('common');
  return (
    <a href={`#${target}`} className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
