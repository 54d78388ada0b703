import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The attributes of every link that opens a page outside the portal in a new tab: the new page gets
 * no handle on the portal's window (`noopener`) and no referrer (the portal's addresses carry ids).
 * The link's text ends with `<OpensInNewTab />`.
 */
export const NEW_TAB_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Said after a new-tab link's text to screen readers only: ' (opens in a new tab)'. */
export function OpensInNewTab() {
  const { t } = useTranslation('common');
  // The space is outside the hidden text so that every reader of the name counts it (jsdom's does not
  // when it is inside); at the end of the line it takes no room.
  return (
    <>
      {' '}
      <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
    </>
  );
}
