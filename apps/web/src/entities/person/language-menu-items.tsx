import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { SUPPORTED_LANGUAGES, supportedLanguageOf } from '@mywru/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from './language';

// Apart from language.tsx: the landing page's switcher then loads without the menu and its popover
// positioning, which only the signed-in frame's account menu needs (decision 035).

/**
 * The same choice inside the account menu: a group named 'Language' (its visible label) of
 * menuitemradio items, the current one checked (aria-checked) and ticked. A role="menu" may own
 * only menu items, groups and separators, so the label names the group instead of sitting loose.
 */
export function LanguageMenuItems() {
  const { t } = useTranslation('common');
  const { language, choose } = useLanguageChoice();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Menu.Label id={labelId}>{t('language.label')}</Menu.Label>
      <Menu.RadioGroup value={language} onChange={(next) => choose(supportedLanguageOf(next))}>
        {SUPPORTED_LANGUAGES.map((option) => (
          <Menu.RadioItem
            key={option}
            value={option}
            lang={option}
            closeMenuOnClick
            checkIcon={<IconCheck size={16} aria-hidden />}
          >
            {t(`language.names.${option}`)}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </div>
  );
}
