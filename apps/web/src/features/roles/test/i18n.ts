import i18n from 'i18next';
import participation from '../../../../public/locales/en/participation.json';

i18n.addResourceBundle('en', 'participation', participation, true, true);
