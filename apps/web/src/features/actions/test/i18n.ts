import i18n from 'i18next';
import actions from '../../../../public/locales/en/actions.json';

i18n.addResourceBundle('en', 'actions', actions, true, true);
