import i18n from 'i18next';
import track from '../../../../public/locales/en/track.json';

i18n.addResourceBundle('en', 'track', track, true, true);
