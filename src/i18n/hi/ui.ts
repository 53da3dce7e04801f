import type { Catalogue } from '../catalogue';

export const ui: Catalogue['ui'] = {
  layoutText: {
    skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
    languageSwitcher: 'भाषा',
  },
  confirmDetailsCopy: {
    title: 'क्या ये आपकी जानकारी है?',
    note: 'यह नंबर सत्यापित होने से पहले पंजीकृत किया गया था। कृपया हमारे पास दर्ज नाम और ई-मेल देख लें, ज़रूरत हो तो सुधारें, और पुष्टि करें।',
    name: 'नाम',
    email: 'ई-मेल (वैकल्पिक)',
    confirm: 'मेरी जानकारी की पुष्टि करें',
    saving: 'सहेजा जा रहा है…',
    loading: 'आपकी जानकारी लोड हो रही है…',
    loadFailed: 'आपकी जानकारी लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
    saved: 'आपकी जानकारी की पुष्टि हो गई है।',
    saveFailed: 'आपकी जानकारी सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',
  },
  islandLandmarks: {
    bookingSteps: 'बुकिंग के चरण',
    phoneVerification: 'फ़ोन सत्यापन',
  },
  policyPageText: {
    lastUpdated: 'अंतिम अपडेट:',
  },
};
